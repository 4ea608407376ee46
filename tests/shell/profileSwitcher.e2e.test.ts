import { describe, expect, it } from 'vitest';
import { browserForSuite, login, newPage, snap } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

describe('profile switcher', () => {
  const browser = browserForSuite();

  it('a sign-in with two profiles switches from one to the other without logging out', async () => {
    const page = await newPage(browser(), { lang: 'it', timeout: 60_000 });
    await login(page, DEMO_EMAILS.twoProfiles, DEMO_PASSWORD);
    const dialog = page.getByTestId('profile-dialog');
    await dialog.getByText('Amministratore', { exact: false }).first().click();
    await dialog.getByRole('button', { name: 'Entra' }).click();
    await page.waitForURL('**/subscribers');
    await page.getByTestId('member-row').first().waitFor();
    expect(await page.getByTestId('session-role').textContent()).toMatch(/Amministratore/);

    // to the member profile: its personal area, the same sign-in
    await page.getByTestId('profile-switch').click();
    await snap(page, 'profile-switch-it-desktop');
    await page.getByRole('menuitem', { name: /Socio/ }).click();
    await page.waitForURL('**/my-area');
    await expect.poll(() => page.getByTestId('session-role').textContent()).toMatch(/Socio/);
    expect(await page.getByTestId('login-email').count()).toBe(0);

    // and back to the administrator: the members of Tevere
    await page.getByTestId('profile-switch').click();
    await page.getByRole('menuitem', { name: /Amministratore/ }).click();
    await page.waitForURL('**/subscribers');
    await expect.poll(() => page.getByTestId('session-role').textContent()).toMatch(/Amministratore/);
    await page.getByTestId('member-row').first().waitFor();
    const ids = await page.getByTestId('member-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-member-id')));
    expect(ids.every((id) => id?.startsWith('m-tevere'))).toBe(true);
    await page.context().close();
  });
});
