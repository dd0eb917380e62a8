/**
 * Browser journeys of issue 3 (items 7 and 9): an anonymous visitor reads the public pages from the
 * content service in both languages — news on the home page, 20 articles a page, an article, the
 * FAQ by topic, the permits list and a kind's description with its price and links, a kind's own
 * page, about and contacts — and a content administrator publishes and deletes an announcement.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, newContext } from '../support/browser.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

let browser: Browser;
const baseUrl = e2eBaseUrl();

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const TEXTS = {
  lt: {
    switchTo: 'Lietuvių',
    news: 'Naujienos',
    generalWarning: 'Saugokitės sukčių',
    range1: 'Rodoma 1–20 iš 25',
    range2: 'Rodoma 21–25 iš 25',
    page2: '2 puslapis iš 2',
    published: 'Paskelbta',
    date: /^\d{4}-\d{2}-\d{2}$/,
    loginTopic: 'Prisijungimas ir atstovavimas',
    loginQuestion: 'Kaip prisijungti prie portalo?',
    loginAnswer: /Elektroninius valdžios vartus/,
    allTopics: 'Visos temos',
    ticket: 'Mėgėjų žvejybos bilietas (žvejo bilietas)',
    price: /1,50 €/,
    apply: 'Pateikti paraišką',
    noLogin: 'Šį leidimą įsigyti, peržiūrėti ir atsisiųsti galite neprisijungę.',
    whoNeedsIt: 'Kam reikalingas',
    l13Title: 'Pavojingųjų atliekų tvarkymo licencija',
    about: 'Apie portalą',
    contacts: 'Kontaktai',
  },
  en: {
    switchTo: 'English',
    news: 'News',
    generalWarning: 'Beware of fraud',
    range1: 'Showing 1–20 of 25',
    range2: 'Showing 21–25 of 25',
    page2: 'Page 2 of 2',
    published: 'Published',
    date: /^\d{2}-\d{2}-\d{4}$/,
    loginTopic: 'Login and representation',
    loginQuestion: 'How do I log in to the portal?',
    loginAnswer: /e-government gateway/,
    allTopics: 'All topics',
    ticket: null,
    price: /€1\.50|1\.50/,
    apply: 'Apply',
    noLogin: 'You can get, view and download this permit without logging in.',
    whoNeedsIt: 'Who needs it',
    l13Title: 'Hazardous waste licence',
    about: 'About the portal',
    contacts: 'Contacts',
  },
} as const;

type Lang = keyof typeof TEXTS;

/** Waits until no spinner is left on the page (content answers arrived). */
async function settled(page: Page) {
  await page.locator('main').waitFor();
  // The app's own page, not the header the HTML carries before it runs (ADR 0043).
  await page.waitForFunction(() => document.querySelector('[data-first-paint]') === null);
  await page.waitForFunction(() => document.querySelectorAll('main [role="status"]').length === 0);
}

async function heading1(page: Page) {
  await settled(page);
  return (await page.locator('main h1').first().textContent())?.trim();
}

/** The text of the content service's answer, for comparing with what the page shows. */
async function apiJson<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => (await fetch(u)).json(), url);
}

describe.each(['lt', 'en'] as const)('anonymous visitor, language %s', (lang: Lang) => {
  const t = TEXTS[lang];
  let page: Page;

  beforeAll(async () => {
    const context = await newContext(browser, baseUrl);
    page = await context.newPage();
    await page.goto('/');
    await settled(page);
    // The language switcher in the top bar (spec §2 Shell), not a cookie set behind its back.
    await page.getByRole('button', { name: t.switchTo }).first().click();
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe(lang);
  });
  afterAll(() => page?.context().close());

  it('shows the latest news and the general warnings on the home page', async () => {
    await settled(page);
    const news = page.getByRole('region', { name: t.news, exact: true });
    await news.waitFor();
    await expect.poll(() => news.locator('.news-card').count()).toBe(3);
    const latest = await apiJson<{ title: string }[]>(
      page,
      `/api/content/articles?_sort=createdAt:DESC&_limit=3&_locale=${lang}`,
    );
    expect(await news.locator('.news-card__title').allTextContents()).toEqual(latest.map((a) => a.title));
    await page.getByRole('heading', { name: t.generalWarning }).waitFor();
  });

  it('lists 20 articles on page 1 and 5 on page 2, and opens one', async () => {
    await page.goto('/articles');
    await settled(page);
    expect(await page.locator('.news-list > li').count()).toBe(20);
    await page.getByText(t.range1).waitFor();
    const excerpts = await page.locator('.news-item__excerpt').allTextContents();
    for (const text of excerpts) {
      expect(Array.from(text).length).toBeLessThanOrEqual(250);
      expect(text).not.toMatch(/<[a-z]/i);
    }
    for (const date of await page.locator('.news-item__date time').allTextContents())
      expect(date).toMatch(t.date);

    await page.getByRole('link', { name: t.page2 }).click();
    await page.waitForURL(/\/articles\?page=2$/);
    await settled(page);
    await page.getByText(t.range2).waitFor();
    expect(await page.locator('.news-list > li').count()).toBe(5);
    expect(await page.getByRole('link', { name: t.page2 }).getAttribute('aria-current')).toBe('page');

    const first = page.locator('.news-item__title a').first();
    const title = (await first.textContent())?.trim();
    await first.click();
    await page.waitForURL(/\/articles\/\d+$/);
    await expect.poll(() => heading1(page)).toBe(title);
    await page.getByText(t.published).first().waitFor();
    expect(await page.locator('.news-article__date time').textContent()).toMatch(t.date);
    expect((await page.locator('main .prose').textContent())?.length).toBeGreaterThan(50);
  });

  it('finds an article by slug on /article/{slug}', async () => {
    const [article] = await apiJson<{ slug: string; title: string }[]>(
      page,
      `/api/content/articles?_limit=1&_locale=${lang}`,
    );
    await page.goto(`/article/${article!.slug}`);
    await expect.poll(() => heading1(page)).toBe(article!.title);
  });

  it('groups the FAQ by topic, each question a disclosure', async () => {
    await page.goto('/faq');
    await settled(page);
    await page.getByRole('heading', { level: 2, name: t.loginTopic }).waitFor();
    expect(await page.locator('details.faq-item').count()).toBeGreaterThanOrEqual(15);
    const question = page.locator('details.faq-item', { hasText: t.loginQuestion }).first();
    await question.locator('summary').click();
    expect(await question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await question.getByText(t.loginAnswer).waitFor();

    await page.getByRole('link', { name: t.loginTopic }).click();
    await page.waitForURL(/\/faq\?tag=login$/);
    // The address changes before the list is drawn again: wait for the filtered list.
    await expect.poll(() => page.locator('section.faq-group').count()).toBe(1);
    await page.getByRole('link', { name: t.allTopics }).click();
    await expect.poll(() => page.locator('section.faq-group').count()).toBeGreaterThan(1);
  });

  it('lists the permits with prices and shows a kind with its price and links', async () => {
    await page.goto('/permits');
    await settled(page);
    // The first kinds come with the page, the rest a few a task after it (use-rest-later.ts).
    await expect.poll(() => page.locator('.kind-list__item').count()).toBe(22);
    const [ticket] = await apiJson<{ title: string; price: string }[]>(
      page,
      `/api/content/permits?permitId=L05.1&_locale=${lang}`,
    );
    if (t.ticket) expect(ticket!.title).toBe(t.ticket);
    const row = page.locator('.kind-list__item', { hasText: 'L05.1' });
    expect(await row.locator('.kind-list__price').textContent()).toBe(ticket!.price);

    await row.getByRole('link', { name: ticket!.title, exact: true }).click();
    await page.waitForURL(/\/permits\/l05_1$/);
    await expect.poll(() => heading1(page)).toBe(ticket!.title);
    expect(await page.locator('.permit-facts').textContent()).toMatch(t.price);
    await page.getByText(t.noLogin).waitFor();
    const apply = page.getByRole('link', { name: new RegExp(`^${t.apply}`) }).first();
    expect(await apply.getAttribute('href')).toBe('/paraiskos/l05_1');
    expect(
      await page
        .locator('.permit-actions a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/paraiskos/l05_1', '/leidimai/l05_1', '/atsisiusti/l05_1']);
    await page.getByRole('heading', { level: 2, name: t.whoNeedsIt }).waitFor();
  });

  it('shows the real description on a kind’s own page (/l13)', async () => {
    await page.goto('/l13');
    await expect.poll(() => heading1(page)).toBe(t.l13Title);
    const [l13] = await apiJson<{ title: string; description: string; price: string }[]>(
      page,
      `/api/content/permits?permitId=L13&_locale=${lang}`,
    );
    const firstWords = l13!.description
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 6)
      .join(' ');
    await page.locator('main .prose').first().getByText(firstWords).waitFor();
    expect(await page.locator('.permit-facts').textContent()).toContain(l13!.price);
    expect(await page.locator('.permit-actions a').first().getAttribute('href')).toBe('/paraiskos/l13');
    // No login prompt in place of the page.
    expect(await page.locator('.login-panel').count()).toBe(0);
  });

  it('shows the about and contacts pages', async () => {
    await page.goto('/about');
    await expect.poll(() => heading1(page)).toBe(t.about);
    await page.goto('/contacts');
    await expect.poll(() => heading1(page)).toBe(t.contacts);
    await page.getByText('A. Jakšto g. 4, LT-01105 Vilnius').first().waitFor();
  });
});

describe('content administrator', () => {
  it('publishes an announcement, sees it on /articles and deletes it', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/login/test');
    await page.getByLabel('Vardas').fill('Lukas');
    await page.getByLabel('Pavardė').fill('Žemaitis');
    await page.getByLabel('Asmens kodas').fill('39912319997');
    await page.getByRole('button', { name: /Prisijungti/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await settled(page);

    // Only administrators see the entry in the side menu.
    await page.getByRole('link', { name: 'Turinio administravimas' }).first().click();
    await page.waitForURL(/\/admin\/turinys$/);
    await settled(page);
    await page.getByRole('link', { name: 'Naujienos', exact: true }).waitFor();

    const title = `Bandomoji naujiena ${Date.now()}`;
    await page.getByRole('button', { name: 'Nauja naujiena' }).click();
    const editor = page.getByRole('region', { name: 'Nauja naujiena' });
    await editor.waitFor();
    // A failed save lists the problems, each a link to its field.
    await editor.getByRole('button', { name: 'Išsaugoti' }).click();
    await editor
      .getByRole('alert')
      .getByRole('link', { name: /Pavadinimas/ })
      .waitFor();

    await editor.getByLabel('Pavadinimas').fill(title);
    await editor
      .getByLabel('Tekstas', { exact: false })
      .fill('<p>Žuvų įveisimas <strong>Kauno mariose</strong> baigtas.</p><script>alert(1)</script>');
    await editor.locator('.html-preview strong', { hasText: 'Kauno mariose' }).waitFor();
    expect(await editor.locator('.html-preview script').count()).toBe(0);
    await editor.getByRole('button', { name: 'Išsaugoti' }).click();
    await page.getByText('Naujiena išsaugota').waitFor();
    await page.getByRole('cell', { name: title, exact: true }).waitFor();

    await page.goto('/articles');
    await settled(page);
    expect((await page.locator('.news-item__title').first().textContent())?.trim()).toBe(title);
    await page.getByText('Rodoma 1–20 iš 26').waitFor();
    await page.getByRole('link', { name: title }).click();
    await page.locator('main strong', { hasText: 'Kauno mariose' }).waitFor();
    expect(await page.locator('main script').count()).toBe(0);

    await page.goto('/admin/turinys');
    await settled(page);
    await page.getByRole('button', { name: `Ištrinti: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Ištrinti naujieną?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Ištrinti' }).click();
    await page.getByText('Ištrinta', { exact: true }).waitFor();
    await page.getByRole('cell', { name: title, exact: true }).waitFor({ state: 'detached' });

    await page.goto('/articles');
    await settled(page);
    await page.getByText('Rodoma 1–20 iš 25').waitFor();
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);
    await context.close();
  });

  it('is refused to a person without the administrator role', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/login/test');
    await page.getByLabel('Vardas').fill('Rūta');
    await page.getByLabel('Pavardė').fill('Vaitkutė');
    await page.getByLabel('Asmens kodas').fill('49209098765');
    await page.getByRole('button', { name: /Prisijungti/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await settled(page);
    expect(await page.getByRole('link', { name: 'Turinio administravimas' }).count()).toBe(0);
    await page.goto('/admin/turinys');
    await page.getByText('Neturite teisių atlikti šio veiksmo').first().waitFor();
    await context.close();
  });
});
