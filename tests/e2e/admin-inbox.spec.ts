import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, expectToastAccessible, readyToUse, test } from './fixtures';
import { accounts, fillerLeadCount, seededLeads } from './support/admin-accounts';
import { signInAsAdmin } from './support/admin-session';
import { htmlErrors } from './support/validate-html';
import { faintControls } from './support/control-contrast';

const seededTotal = fillerLeadCount + Object.keys(seededLeads).length;

test.describe('leads inbox', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page, accounts.admin);
  });

  test('lists 25 leads a page, newest first, with suspected spam marked', async ({ page }) => {
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(26); // the header and 25 leads
    await expect(page.getByText(/^\d+ leads, newest first$/)).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    const spamRow = page.getByRole('row', { name: new RegExp(seededLeads.spam.name) });
    await expect(spamRow).toContainText('Suspected spam');
    // Only reachable signed in, so out of the page sweep.
    await expectNoAxeViolations(page);
    expect(await faintControls(page), 'form controls with edges under 3:1').toEqual([]);

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows.nth(1)).toContainText('Filler Lead');
    // Page 2 holds the rest: counted from the same answer, as other tests add leads meanwhile.
    const total = Number(
      /^(\d+) leads/.exec(
        (await page.getByText(/^\d+ leads, newest first$/).textContent()) ?? '',
      )?.[1],
    );
    expect(total).toBeGreaterThanOrEqual(seededTotal);
    expect(await rows.count()).toBe(total - 25 + 1);
  });

  test('searches by name, email or company and filters by status, source and spam', async ({
    page,
  }) => {
    const rows = page.getByRole('table').getByRole('row');
    await page.getByLabel('Search name, email or company').fill('NICOSIA motors');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=NICOSIA\+motors/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(seededLeads.homeForm.name);

    await page.goto('/admin/submissions?source=lead_capture');
    await expect(rows).toHaveCount(2);
    await page.goto('/admin/submissions?spam=only');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(seededLeads.spam.name);
    await page.goto('/admin/submissions?spam=hide&q=bot');
    await expect(
      page.getByRole('heading', { name: 'No submissions match these filters' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await page.getByRole('link', { name: 'Show all submissions' }).click();
    await expect(rows).toHaveCount(26);
  });

  test('changes the status of a lead', async ({ page }) => {
    const row = page.getByRole('row', { name: new RegExp(seededLeads.status.name) });
    await readyToUse(row.getByRole('button', { name: /Save/ }));
    await row.getByRole('combobox').selectOption('contacted');
    await row.getByRole('button', { name: /Save/ }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Status set to “contacted”.',
    );
    await expectToastAccessible(page);
    await page.goto('/admin/submissions?status=contacted');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(
      page.getByRole('row', { name: new RegExp(seededLeads.status.name) }),
    ).toBeVisible();
  });

  test('deletes a lead after confirming in a dialog', async ({ page }) => {
    const row = page.getByRole('row', { name: new RegExp(seededLeads.deletion.name) });
    const deleteButton = row.getByRole('button', {
      name: `Delete the lead from ${seededLeads.deletion.name}`,
    });
    await readyToUse(deleteButton);
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this lead?' });
    await expect(dialog).toContainText(seededLeads.deletion.company);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: /Delete the lead from/ }).click();
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'The lead was deleted.',
    );
    await expect(row).toHaveCount(0);
    // The keyboard user is not dropped on the page body: focus is on the inbox heading.
    await expect(page.getByRole('heading', { name: 'Contact submissions' })).toBeFocused();
    await page.goto(`/admin/submissions?q=${encodeURIComponent(seededLeads.deletion.email)}`);
    await expect(
      page.getByRole('heading', { name: 'No submissions match these filters' }),
    ).toBeVisible();
  });

  test('exports the current filter as CSV with formulas defused', async ({ page }) => {
    await page.goto('/admin/submissions?q=formula');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'created_at,name,email,phone,company,package,cars,budget,message,source,form,status,suspected_spam,locale,id',
    );
    expect(lines).toHaveLength(1);
    // Quoted (it has a comma and quotes), and an apostrophe before the = / + / - signs.
    expect(lines[0]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[0]).toContain(`,'+Formula Cars,`);
    expect(lines[0]).toContain(`,'-2+3 @sum,`);
  });

  // The login page is in the page sweep; these are only reachable signed in.
  test('its pages are valid HTML', async ({ page }) => {
    const served = async (path: string) => (await page.request.get(path)).text();
    const documents = {
      inbox: await served('/admin/submissions'),
      filtered: await served('/admin/submissions?q=no-such-lead'),
    };
    expect(documents.inbox).toContain('Contact submissions');
    expect(await htmlErrors(documents)).toEqual([]);
  });
});
