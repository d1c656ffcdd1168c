'use client';

import { useId, useState } from 'react';
import { colourPresets } from '@/lib/preview/preview-settings';
import { parseHexColor, sanitizeHexInput } from '@/lib/preview/hex-color';
import { compactControlClass as inputClass, controlEdge } from '@/components/forms/field-styles';
import type { PreviewLabels } from './preview-types';

/**
 * The Design tab: six presets, a colour picker and a hex box. The box may hold a half-typed
 * code (flagged, with a hint); only a valid colour ever reaches the preview.
 */
export function ColourFields({
  labels,
  colour,
  onChange,
}: {
  labels: PreviewLabels;
  /** The applied colour, "#rrggbb". */
  colour: string;
  onChange: (colour: string) => void;
}) {
  const id = useId();
  const [hexDraft, setHexDraft] = useState(colour.toUpperCase());
  const hexValid = parseHexColor(hexDraft) !== null;
  const setColour = (hex: string) => {
    setHexDraft(hex.toUpperCase());
    onChange(hex);
  };

  return (
    <>
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">{labels.fields.presets}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {colourPresets.map((preset) => (
            <label key={preset.id} className="relative cursor-pointer">
              <input
                type="radio"
                name={`${id}-preset`}
                value={preset.hex}
                checked={colour === preset.hex}
                onChange={() => setColour(preset.hex)}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span className="flex items-center gap-2 rounded-lg border border-slate-200 px-2 py-1.5 text-sm text-slate-700 peer-checked:border-navy-900 peer-checked:font-semibold peer-checked:text-navy-900 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                <span
                  aria-hidden="true"
                  className="size-5 shrink-0 rounded-full"
                  style={{ background: preset.hex }}
                />
                {labels.colours[preset.id]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-[auto_1fr] items-end gap-3">
        <label className="block text-sm font-semibold text-navy-900">
          {labels.fields.picker}
          <input
            type="color"
            value={colour}
            onChange={(event) => setColour(event.target.value)}
            className={`mt-1.5 block h-11 w-16 cursor-pointer rounded-lg ${controlEdge} bg-white p-1`}
          />
        </label>
        <label className="block text-sm font-semibold text-navy-900">
          {labels.fields.hex}
          <input
            type="text"
            value={hexDraft}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!hexValid}
            aria-describedby={`${id}-hex-note`}
            onChange={(event) => {
              const draft = sanitizeHexInput(event.target.value).toUpperCase();
              setHexDraft(draft);
              const parsed = parseHexColor(draft);
              if (parsed) onChange(parsed);
            }}
            className={`${inputClass} font-mono uppercase aria-invalid:border-red-600`}
          />
        </label>
      </div>
      <p
        id={`${id}-hex-note`}
        aria-live="polite"
        className={`text-sm ${hexValid ? 'text-slate-600' : 'font-medium text-red-700'}`}
      >
        {hexValid ? labels.fields.hexHint : labels.fields.hexInvalid}
      </p>
    </>
  );
}
