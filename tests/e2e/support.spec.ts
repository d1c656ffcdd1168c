import { baseURL } from '../../playwright.config';
import { expect, expectNoAxeViolations, readyToUse, serverRendered, test } from './fixtures';

test('live chat opens the chat widget when there is one', async ({ page }) => {
  await page.goto('/support');
  const liveChat = page.getByRole('link', { name: 'Contact Now – Live chat' });
  await readyToUse(liveChat);
  await page.evaluate(() => {
    // Stand in for the chat widget: it claims the event by preventing its default.
    window.addEventListener('chat:open', (event) => {
      event.preventDefault();
      document.body.dataset.chatOpened = 'yes';
    });
    // Heard after the page's own handlers: whether the link's new tab was called off.
    window.addEventListener('click', (event) => {
      document.body.dataset.linkFollowed = String(!event.defaultPrevented);
    });
  });
  let popups = 0;
  page.context().on('page', () => popups++);
  await liveChat.click();
  await expect(page.locator('body')).toHaveAttribute('data-chat-opened', 'yes');
  await expect(page.locator('body')).toHaveAttribute('data-link-followed', 'false');
  expect(popups).toBe(0);
});

test('live chat opens the site chat widget, not a new tab', async ({ page }) => {
  await page.goto('/support');
  await readyToUse(page.getByRole('button', { name: 'Open chat' }));
  const liveChat = page.getByRole('link', { name: 'Contact Now – Live chat' });
  await readyToUse(liveChat);
  let popups = 0;
  page.context().on('page', () => popups++);
  await liveChat.click();
  await expect(page.getByRole('dialog')).toContainText(
    'Hi! How can we help you grow your dealership today?',
  );
  expect(popups).toBe(0);
});

test('without JavaScript, live chat is a WhatsApp link with a greeting', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/support`);
  const href = await page
    .getByRole('link', { name: 'Contact Now – Live chat' })
    .getAttribute('href');
  const url = new URL(href ?? '');
  expect(url.origin + url.pathname).toBe('https://wa.me/905488501000');
  expect(url.searchParams.get('text')).toBe('Hello, I need help with my website.');
  await context.close();
});

test('the FAQ opens one answer at a time and collapses, by mouse', async ({ page }) => {
  await page.goto('/support');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(6);
  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  }
  const first = questions.nth(0);
  const second = questions.nth(1);
  const firstAnswer = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);

  await readyToUse(first);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(
    faq.getByRole('region', { name: 'How long does it take to build my website?' }),
  ).toContainText('5–7 business days');
  await expectNoAxeViolations(page, '#main');

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(0);
});

test('the FAQ works by keyboard', async ({ page }) => {
  await page.goto('/el/support');
  const questions = page.getByRole('region', { name: 'Συχνές ερωτήσεις' }).getByRole('button');
  await readyToUse(questions.first());
  await questions.first().focus();
  await page.keyboard.press('Enter');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(questions.nth(1)).toBeFocused();
});

test.describe('as the server sends it', () => {
  test.use(serverRendered);

  test('Contact Now calls, writes, and chats', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('link', { name: 'Contact Now – Phone support' })).toHaveAttribute(
      'href',
      'tel:+905488501000',
    );
    await expect(page.getByRole('link', { name: 'Contact Now – E-mail support' })).toHaveAttribute(
      'href',
      'mailto:info@autositescyprus.com',
    );
    await expect(page.getByText('Mon–Fri, 09:00–18:00', { exact: false }).first()).toBeVisible();
    const hotline = page.getByRole('region', { name: '24/7 emergency hotline' });
    await expect(hotline.getByRole('link')).toHaveAttribute('href', 'tel:+905488501999');
    for (const promise of [
      'within 1 hour',
      'within 4 hours',
      'within 24 hours',
      'within 48 hours',
    ]) {
      await expect(page.getByText(promise, { exact: true })).toBeVisible();
    }
  });
  test('the FAQ structured data carries the visible questions', async ({ page }) => {
    await page.goto('/tr/support');
    const faq = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '')).find((n) => n['@type'] === 'FAQPage'),
      );
    expect(faq.mainEntity).toHaveLength(6);
    const visible = await page
      .getByRole('region', { name: 'Sıkça sorulan sorular' })
      .getByRole('button')
      .allTextContents();
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(visible);
    expect(faq.mainEntity[0].acceptedAnswer.text).toContain('48–72');
  });
});
