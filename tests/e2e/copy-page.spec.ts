/**
 * The "Copy page" menu in a docs page's breadcrumb row (src/plugins/markdown-twins/theme): it copies
 * exactly the page's Markdown twin, links the twin, works from the keyboard as a menu button,
 * says so when the clipboard or the twin fails, and stays usable at 375 px in both colour modes.
 */
import { type Page } from '@playwright/test';
import { test, expect } from '../support/workerContext';

import { ALL_RULES, blockingViolations, injectAxe } from '../quality/axe';
import { collectErrors, gotoHydrated } from './support';

const DOC = '/docs/concepts/depot';
const TWIN = `${DOC}.md`;

/**
 * The site's Permissions-Policy denies clipboard-read, so the test cannot read the clipboard
 * back: it records what the page hands to the real clipboard (write or writeText) once the
 * write has succeeded.
 */
async function recordClipboardWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.write.bind(clipboard);
    const writeText = clipboard.writeText.bind(clipboard);
    const copied: string[] = [];
    Object.assign(window, { __copiedTexts: copied });
    clipboard.write = async (items: ClipboardItems) => {
      await write(items);
      for (const item of items) copied.push(await (await item.getType('text/plain')).text());
    };
    clipboard.writeText = async (text: string) => {
      await writeText(text);
      copied.push(text);
    };
  });
}

async function copiedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __copiedTexts: string[] }).__copiedTexts);
}

/** Makes every clipboard write fail as a browser does when the reader or a policy refuses it. */
async function denyClipboardWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const refuse = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    navigator.clipboard.write = refuse;
    navigator.clipboard.writeText = refuse;
  });
}

function copyButton(page: Page) {
  return page.getByRole('button', { name: 'Copy page', exact: true });
}

function menu(page: Page) {
  return page.getByRole('menu', { name: 'Copy page' });
}

async function twinText(page: Page): Promise<string> {
  const response = await page.request.get(TWIN);
  expect(response.status(), `${TWIN} must be in the build`).toBe(200);
  return response.text();
}

test('copies exactly the Markdown twin of the page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.context().grantPermissions(['clipboard-write']);
  await recordClipboardWrites(page);
  await gotoHydrated(page, DOC);
  const expected = await twinText(page);

  // The button sits in the breadcrumb row, level with the breadcrumbs.
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  const [crumbBox, buttonBox] = await Promise.all([
    breadcrumbs.boundingBox(),
    copyButton(page).boundingBox(),
  ]);
  expect(buttonBox!.y).toBeLessThan(crumbBox!.y + crumbBox!.height);

  await copyButton(page).click();
  await menu(page).getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' }),
  ).toBeVisible();
  expect(await copiedTexts(page)).toEqual([expected]);
  expect(expected).toContain('# ');
  await expect(menu(page)).toHaveCount(0);
  await expect(copyButton(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test('a page reached with a trailing slash copies the twin of its permalink', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-write']);
  await recordClipboardWrites(page);
  // Cloudflare Pages redirects /docs/faq/ to the permalink /docs/faq; a host that serves the
  // page at /docs/faq/ as well (Netlify with pretty URLs off) leaves the slash in the address,
  // which must not name the twin (/docs/faq/index.md does not exist).
  await page.route('**/docs/faq/', async (route) =>
    route.fulfill({ response: await page.request.get('/docs/faq') }),
  );
  await gotoHydrated(page, '/docs/faq/');
  await expect(page).toHaveURL(/\/docs\/faq\/$/);
  const twin = await page.request.get('/docs/faq.md');
  expect(twin.status()).toBe(200);
  await copyButton(page).click();
  await expect(menu(page).getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute(
    'href',
    '/docs/faq.md',
  );
  await menu(page).getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' }),
  ).toBeVisible();
  expect(await copiedTexts(page)).toEqual([await twin.text()]);
});

test('the view link opens the twin, and the chat links name the page', async ({ page }) => {
  await gotoHydrated(page, DOC);
  const expected = await twinText(page);
  await copyButton(page).click();

  const pageUrl = new URL(DOC, 'https://docs.example.com').href;
  const twinUrl = new URL(TWIN, 'https://docs.example.com').href;
  for (const [name, start] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?q='],
    ['Open in Claude', 'https://claude.ai/new?q='],
  ]) {
    const link = menu(page).getByRole('menuitem', { name });
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith(start), href).toBe(true);
    const prompt = new URL(href).searchParams.get('q')!;
    expect(prompt).toContain(pageUrl);
    expect(prompt).toContain(twinUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  }

  const view = menu(page).getByRole('menuitem', { name: 'View as Markdown' });
  await expect(view).toHaveAttribute('href', TWIN);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname === TWIN),
    view.click(),
  ]);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(expected);
  await expect(page).toHaveURL(new RegExp(`${TWIN.replaceAll('.', '\\.')}$`));
});

test('keyboard: a menu button that opens, moves, chooses and closes with keys', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-write']);
  await recordClipboardWrites(page);
  await gotoHydrated(page, DOC);
  const button = copyButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  const items = menu(page).getByRole('menuitem');
  const names = ['Copy page as Markdown', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude'];

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(items).toHaveText(names);
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(3)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(3)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.nth(0)).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // ArrowUp opens on the last item; Tab closes and leaves the menu.
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(3)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page)).toHaveCount(0);
  await expect(button).not.toBeFocused();

  // Space opens, Enter chooses: the copy, with focus back on the button.
  await button.focus();
  await page.keyboard.press(' ');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' }),
  ).toBeVisible();
  await expect(button).toBeFocused();
  expect(await copiedTexts(page)).toEqual([await twinText(page)]);
});

test('a refused clipboard write says so and offers the view link', async ({ page }) => {
  const errors = collectErrors(page);
  await denyClipboardWrites(page);
  await gotoHydrated(page, DOC);
  await copyButton(page).click();
  await menu(page).getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
  const status = page.getByRole('status').filter({ hasText: 'did not allow copying' });
  await expect(status).toBeVisible();
  await expect(status.getByRole('link', { name: 'View the Markdown' })).toHaveAttribute(
    'href',
    TWIN,
  );
  await status.getByRole('button', { name: 'Dismiss' }).click();
  await expect(status).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('without the Clipboard API (a page served over http) it says so', async ({ page }) => {
  // Browsers leave navigator.clipboard undefined outside a secure context; 127.0.0.1 is secure.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  await gotoHydrated(page, DOC);
  await copyButton(page).click();
  await menu(page).getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
  const status = page.getByRole('status').filter({ hasText: 'only on a secure (HTTPS) page' });
  await expect(status).toBeVisible();
  await expect(status.getByRole('link', { name: 'View the Markdown' })).toHaveAttribute(
    'href',
    TWIN,
  );
});

test('a twin that does not arrive is reported with the view link', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-write']);
  await recordClipboardWrites(page);
  await page.route(`**${TWIN}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await gotoHydrated(page, DOC);
  await copyButton(page).click();
  await menu(page).getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
  const status = page.getByRole('status').filter({ hasText: 'could not be loaded (HTTP 503)' });
  await expect(status).toBeVisible();
  await expect(status.getByRole('link', { name: 'View the Markdown' })).toHaveAttribute(
    'href',
    TWIN,
  );
  expect(await copiedTexts(page)).toEqual([]);
});

for (const colourMode of ['light', 'dark'] as const) {
  test(`at 375 px in ${colourMode} mode the open menu fits and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), colourMode);
    await denyClipboardWrites(page);
    await gotoHydrated(page, DOC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colourMode);
    await copyButton(page).click();
    const openMenu = menu(page);
    await expect(openMenu).toBeVisible();
    for (const box of [await openMenu.boundingBox(), await copyButton(page).boundingBox()]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    await injectAxe(page);
    expect(await blockingViolations(page, ALL_RULES, new Set())).toEqual([]);

    // The failure message, with its link and button, in the same mode.
    await openMenu.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
    const status = page.getByRole('status').filter({ hasText: 'did not allow copying' });
    await expect(status).toBeVisible();
    const box = await status.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await blockingViolations(page, ALL_RULES, new Set())).toEqual([]);
  });
}
