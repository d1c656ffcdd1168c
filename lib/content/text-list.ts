/**
 * The texts of a message object, in order. Lists such as a card's features are objects in
 * messages/*.json (named keys keep the three languages aligned); pages read them with
 * `t.raw('<card>.features')` and render them as a list.
 */
export function textList(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.values(value).filter((text): text is string => typeof text === 'string');
}
