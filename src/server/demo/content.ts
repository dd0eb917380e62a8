/**
 * Demo content for the content service (spec §3 "Content", §7): news, FAQ, about and contacts
 * pages, descriptions of all 22 permit kinds and warnings, in Lithuanian and English.
 *
 * `seedContent` is idempotent in the strong sense: every seeded row has a stable key in
 * `content_seed_log`, and a key is seeded once, ever. So a restart neither overwrites what an
 * administrator edited nor brings back what they deleted, while rows added to this file later
 * still appear. Several nodes starting together seed once (the key insert decides).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type Db, transaction } from '../db/index.ts';
import {
  aboutPages,
  articles,
  CONTENT_LOCALES,
  type ContentLocale,
  contactPages,
  contentSeedLog,
  faqTags,
  permitDescriptions,
  questions,
  questionTags,
  warnings,
} from '../db/schema-content.ts';
import { sanitizeHtml } from '../modules/content/index.ts';
import { SEED_ARTICLES } from './content-articles.ts';
import { SEED_PERMITS } from './content-permits.ts';

type Localized<T> = Record<ContentLocale, T>;

export const SEED_FAQ_TAGS: { uid: string; name: Localized<string> }[] = [
  { uid: 'login', name: { lt: 'Prisijungimas ir atstovavimas', en: 'Login and representation' } },
  { uid: 'angler-tickets', name: { lt: 'Žvejo bilietai ir kortelės', en: 'Angler tickets and cards' } },
  { uid: 'forests', name: { lt: 'Miškai', en: 'Forests' } },
  { uid: 'payments', name: { lt: 'Mokėjimai', en: 'Payments' } },
  { uid: 'technical', name: { lt: 'Techniniai klausimai', en: 'Technical questions' } },
];

export const SEED_QUESTIONS: {
  key: string;
  tags: string[];
  lt: { question: string; answer: string };
  en: { question: string; answer: string };
}[] = [
  {
    key: 'how-to-log-in',
    tags: ['login'],
    lt: {
      question: 'Kaip prisijungti prie portalo?',
      answer:
        '<p>Spauskite „Prisijungti“ – būsite nukreipti į Elektroninius valdžios vartus. Prisijungti galite per el. bankininkystę, el. parašu, mobiliuoju parašu ar asmens tapatybės kortele. Prisijungę grįšite į portalą.</p>',
    },
    en: {
      question: 'How do I log in to the portal?',
      answer:
        '<p>Press “Log in” and you will be taken to the national e-government gateway. You can log in with online banking, an e-signature, a mobile signature or an identity card, and you will then return to the portal.</p>',
    },
  },
  {
    key: 'apply-for-company',
    tags: ['login'],
    lt: {
      question: 'Kaip pateikti prašymą įmonės vardu?',
      answer:
        '<p>Įmonės vadovas įmonę atstovauja automatiškai – prisijungęs jis ją mato atstovaujamų asmenų sąraše. Kiti darbuotojai turi turėti įgaliojimą, įregistruotą Įgaliojimų registre. Prisijungę viršutinėje juostoje pasirinkite „Keisti atstovaujamą asmenį“ ir pasirinkite įmonę.</p>',
    },
    en: {
      question: 'How do I apply on behalf of a company?',
      answer:
        '<p>The head of a company represents it automatically and sees it in the list of persons they represent after logging in. Other employees need a power of attorney entered in the Register of Powers of Attorney. Once logged in, choose “Change represented person” in the top bar and pick the company.</p>',
    },
  },
  {
    key: 'apply-for-another-person',
    tags: ['login'],
    lt: {
      question: 'Ar galiu pateikti prašymą kito asmens, pvz., tėvų, vardu?',
      answer:
        '<p>Taip, jei turite to asmens įgaliojimą, įregistruotą Įgaliojimų registre. Įgaliojimą galima sudaryti pas notarą. Prisijungę pasirinkite atstovaujamą asmenį – prašymas bus pateiktas jo vardu, o jūs būsite nurodyti kaip atstovas.</p>',
    },
    en: {
      question: 'Can I apply on behalf of another person, such as a parent?',
      answer:
        '<p>Yes, if you hold a power of attorney from that person entered in the Register of Powers of Attorney; a notary can draw one up. After logging in, choose the person you represent: the application is made in their name, with you as the representative.</p>',
    },
  },
  {
    key: 'ticket-without-login',
    tags: ['angler-tickets', 'login'],
    lt: {
      question: 'Ar norint įsigyti žvejo bilietą reikia prisijungti?',
      answer:
        '<p>Ne. Žvejo bilietą (L05) ir žvejo kortelės licencijas (L06) galite įsigyti neprisijungę – užtenka įvesti vardą, pavardę, asmens kodą ir el. pašto adresą. Prisijungę bilietus matysite skiltyje „Mano leidimai“.</p>',
    },
    en: {
      question: 'Do I need to log in to buy an angler ticket?',
      answer:
        '<p>No. Angler tickets (L05) and angler card licences (L06) can be bought without logging in: your name, personal code and e-mail address are enough. When you are logged in, your tickets appear under “My permits”.</p>',
    },
  },
  {
    key: 'who-needs-ticket',
    tags: ['angler-tickets'],
    lt: {
      question: 'Kam reikia žvejo bilieto?',
      answer:
        '<p>Visiems, kurie žvejoja mėgėjiškai ir yra sulaukę 16 metų. Bilieto nereikia vaikams iki 16 metų, senatvės pensijos amžių sukakusiems asmenims ir asmenims, kuriems nustatytas neįgalumas. Išnuomotuose vandens telkiniuose vietoj bilieto reikia naudotojo siūlomo žvejybos leidimo.</p>',
    },
    en: {
      question: 'Who needs an angler ticket?',
      answer:
        '<p>Everyone aged 16 or over who fishes for recreation. Children under 16, people of state pension age and people with a recognised disability do not need one. On leased water bodies you need the fishing permit the user offers instead.</p>',
    },
  },
  {
    key: 'salmon-catch-report',
    tags: ['angler-tickets'],
    lt: {
      question: 'Per kiek laiko reikia užregistruoti sugautą lašišą ar šlakį?',
      answer:
        '<p>Per <strong>10 minučių</strong> nuo to momento, kai sugavote ir pasilikote žuvį. Sugavimą užregistruokite portale telefone – tai galima padaryti ir be interneto ryšio, duomenys bus išsiųsti, kai ryšys atsiras.</p>',
    },
    en: {
      question: 'How soon must I record a salmon or sea trout I caught?',
      answer:
        '<p>Within <strong>10 minutes</strong> of catching and keeping the fish. Record it in the portal on your phone; this works without a connection too, and the record is sent when you are back online.</p>',
    },
  },
  {
    key: 'phone-battery-dead',
    tags: ['angler-tickets'],
    lt: {
      question: 'Telefonas išsikrovė ir negaliu parodyti bilieto. Ką daryti?',
      answer:
        '<p>Bilietas išduodamas jūsų vardu, todėl pareigūnai gali jį patikrinti pagal jūsų asmens duomenis. Vis dėlto patariame turėti atsarginę kopiją – atsisiųstą PDF ar atspausdintą bilietą – ir visada turėti asmens dokumentą.</p>',
    },
    en: {
      question: 'My phone battery is dead and I cannot show my ticket. What should I do?',
      answer:
        '<p>The ticket is issued in your name, so inspectors can check it from your personal details. Still, keep a backup – a downloaded PDF or a printout – and always carry an identity document.</p>',
    },
  },
  {
    key: 'permit-or-notice',
    tags: ['forests'],
    lt: {
      question: 'Kada reikia miško kirtimo leidimo, o kada užtenka pranešimo?',
      answer:
        '<p>Leidimo (L08.1) reikia pagrindiniams – plyniesiems ir neplyniesiems – kirtimams. Ugdomiesiems ir sanitariniams kirtimams bei vėjavartoms šalinti užtenka pranešimo (L08.2), o pavieniams medžiams savo reikmėms kirsti – pranešimo L08.3.</p>',
    },
    en: {
      question: 'When do I need a felling permit and when is a notice enough?',
      answer:
        '<p>A permit (L08.1) is needed for final felling, clear or not. For thinning, sanitary felling and clearing windthrow a notice (L08.2) is enough, and for single trees for your own use, notice L08.3.</p>',
    },
  },
  {
    key: 'own-use-limit',
    tags: ['forests'],
    lt: {
      question: 'Kiek medienos galiu iškirsti savo reikmėms?',
      answer:
        '<p>Per metus – ne daugiau kaip 3 m³ vienam hektarui jūsų miško ir ne daugiau kaip 15 m³ iš viso. Pateikus pranešimą L08.3, portalas šias ribas patikrina automatiškai.</p>',
    },
    en: {
      question: 'How much timber may I fell for my own use?',
      answer:
        '<p>No more than 3 m³ per hectare of your forest and no more than 15 m³ in total per year. The portal checks these limits when you give notice L08.3.</p>',
    },
  },
  {
    key: 'felling-site-on-map',
    tags: ['forests', 'technical'],
    lt: {
      question: 'Kaip pažymėti kirtimo vietą žemėlapyje?',
      answer:
        '<p>Prašyme spauskite „Žymėti žemėlapyje“, suraskite savo sklypą ir nubrėžkite kirtimo vietos ribas. Jei sklypas turi miškotvarkos duomenis, galite tiesiog pasirinkti kvartalą ir sklypą – ribos bus pažymėtos automatiškai.</p>',
    },
    en: {
      question: 'How do I mark the felling site on the map?',
      answer:
        '<p>In the application press “Mark on the map”, find your plot and draw the boundary of the site. If forest management data exist for the plot, you can simply pick the compartment and sub-compartment and the boundary is drawn for you.</p>',
    },
  },
  {
    key: 'payment-methods',
    tags: ['payments'],
    lt: {
      question: 'Kaip galiu sumokėti?',
      answer:
        '<p>Internetu – per savo banko el. bankininkystę arba mokėjimo kortele. Žvejo bilietą galima apmokėti ir SMS žinute; tuomet prie kainos pridedamas vienkartinis paslaugos mokestis.</p>',
    },
    en: {
      question: 'How can I pay?',
      answer:
        '<p>Online, through your bank’s online banking or by payment card. Angler tickets can also be paid by text message, in which case a one-off service fee is added to the price.</p>',
    },
  },
  {
    key: 'paid-but-no-permit',
    tags: ['payments'],
    lt: {
      question: 'Sumokėjau, bet leidimo negavau. Ką daryti?',
      answer:
        '<p>Pakartotinai mokėti nereikia. Portalas mokėjimo būseną tikrina pats; tarpbankiniai pavedimai vykdomi ne dažniau kaip du kartus per dieną, todėl leidimas gali atsirasti vėliau. Jei jo negavote per darbo dieną, parašykite <a href="mailto:leidimai@am.lt">leidimai@am.lt</a> ir nurodykite mokėjimo datą bei sumą.</p>',
    },
    en: {
      question: 'I paid but did not receive the permit. What should I do?',
      answer:
        '<p>Do not pay again. The portal checks the payment itself; interbank transfers run at most twice a day, so the permit may appear later. If you have not received it within a working day, write to <a href="mailto:leidimai@am.lt">leidimai@am.lt</a> with the date and amount of the payment.</p>',
    },
  },
  {
    key: 'pay-for-someone-else',
    tags: ['payments', 'angler-tickets'],
    lt: {
      question: 'Ar galiu nupirkti žvejo bilietą kitam asmeniui?',
      answer:
        '<p>Taip. Pirkdami bilietą įveskite asmens, kuris žvejos, vardą, pavardę ir asmens kodą. Bilietas bus išduotas jo vardu, o kvitą gausite jūs.</p>',
    },
    en: {
      question: 'Can I buy an angler ticket for someone else?',
      answer:
        '<p>Yes. When buying, enter the name and personal code of the person who will fish. The ticket is issued in their name and you receive the receipt.</p>',
    },
  },
  {
    key: 'offline',
    tags: ['technical'],
    lt: {
      question: 'Ar portalą galima naudoti be interneto ryšio?',
      answer:
        '<p>Iš dalies. Prašymų juodraščiai išsaugomi jūsų įrenginyje, o sugavimų registracijos ir paruošti prašymai išsiunčiami, kai ryšys atsiranda. Atsisiųstus leidimus ir išsaugotus žemėlapius galite peržiūrėti be ryšio. Prisijungti ir sumokėti be ryšio negalima.</p>',
    },
    en: {
      question: 'Can I use the portal without an internet connection?',
      answer:
        '<p>In part. Draft applications are kept on your device, and catch records and finished applications are sent once you are back online. Downloaded permits and saved maps can be viewed offline. Logging in and paying need a connection.</p>',
    },
  },
  {
    key: 'attachments',
    tags: ['technical'],
    lt: {
      question: 'Kokius failus galima pridėti prie prašymo?',
      answer:
        '<p>PDF dokumentus ir nuotraukas (JPG, PNG). Vienas failas gali būti iki 10 MB, visi prašymo failai kartu – iki 50 MB. Failo tipas tikrinamas pagal turinį, ne pagal pavadinimą.</p>',
    },
    en: {
      question: 'Which files can I attach to an application?',
      answer:
        '<p>PDF documents and pictures (JPG, PNG). A file may be up to 10 MB, and all the files of an application together up to 50 MB. The type is checked from the content, not the name.</p>',
    },
  },
  {
    key: 'language',
    tags: ['technical'],
    lt: {
      question: 'Kaip pakeisti portalo kalbą?',
      answer:
        '<p>Viršutinėje juostoje pasirinkite „EN“ arba „LT“. Pasirinkta kalba įsimenama šiame įrenginyje.</p>',
    },
    en: {
      question: 'How do I change the language of the portal?',
      answer: '<p>Choose “EN” or “LT” in the top bar. Your choice is remembered on this device.</p>',
    },
  },
];

export const SEED_ABOUT: Localized<{ title: string; content: string }> = {
  lt: {
    title: 'Apie portalą',
    content:
      '<p>Aplinkosaugos leidimų portale gyventojai, įmonės ir jų atstovai gali pateikti prašymus ir gauti leidimus, licencijas bei pažymėjimus žvejybai, miškų kirtimui, taršai, žemės gelmių naudojimui, atliekų tvarkymui ir darbui su fluorintosiomis dujomis, taip pat juos sumokėti ir atsisiųsti.</p><p>Portalą valdo Lietuvos Respublikos aplinkos ministerija. Prašymus nagrinėja ministerijai pavaldžios institucijos – Aplinkos apsaugos agentūra, Lietuvos geologijos tarnyba ir kitos.</p><h2>Ką galite daryti portale</h2><ul><li>Įsigyti žvejo bilietą ar licenciją ir užregistruoti sugavimus.</li><li>Pateikti prašymus ir pranešimus, sekti jų būseną.</li><li>Atsisiųsti išduotus leidimus su QR kodu.</li><li>Peržiūrėti žvejybos ir miško kirtimų žemėlapius.</li></ul><p>Portalas veikia lietuvių ir anglų kalbomis, jį galima naudoti ir telefone, dalį funkcijų – be interneto ryšio.</p>',
  },
  en: {
    title: 'About the portal',
    content:
      '<p>In the environmental permits portal, residents, companies and their representatives apply for and receive permits, licences and certificates for fishing, forest felling, pollution, use of the subsurface, waste management and work with fluorinated gases, and pay for and download them.</p><p>The portal is run by the Ministry of Environment of the Republic of Lithuania. Applications are handled by bodies under the Ministry, including the Environmental Protection Agency and the Lithuanian Geological Survey.</p><h2>What you can do here</h2><ul><li>Buy an angler ticket or licence and record your catches.</li><li>Submit applications and notices and follow their progress.</li><li>Download issued permits with a QR code.</li><li>View the fishing and forest felling maps.</li></ul><p>The portal is available in Lithuanian and English, works on phones, and some features work without an internet connection.</p>',
  },
};

export const SEED_CONTACTS: Localized<{ title: string; content: string }> = {
  lt: {
    title: 'Kontaktai',
    content:
      '<h2>Lietuvos Respublikos aplinkos ministerija</h2><p>A. Jakšto g. 4, LT-01105 Vilnius<br>Tel. +370 5 266 3661<br>El. paštas <a href="mailto:info@am.lt">info@am.lt</a></p><h2>Aplinkos apsaugos agentūra</h2><p>A. Juozapavičiaus g. 9, LT-09311 Vilnius<br>Tel. +370 5 266 2800<br>El. paštas <a href="mailto:aaa@gamta.lt">aaa@gamta.lt</a></p><h2>Portalo naudotojų pagalba</h2><p>Techniniais klausimais rašykite <a href="mailto:leidimai@am.lt">leidimai@am.lt</a>.<br>Darbo laikas: pirmadienį–ketvirtadienį 8.00–17.00, penktadienį 8.00–15.45.</p><p>Apie aplinkos taršą, žuvų dusimą ir kitas nelaimes praneškite bendruoju pagalbos telefonu 112.</p>',
  },
  en: {
    title: 'Contacts',
    content:
      '<h2>Ministry of Environment of the Republic of Lithuania</h2><p>A. Jakšto g. 4, LT-01105 Vilnius<br>Phone +370 5 266 3661<br>E-mail <a href="mailto:info@am.lt">info@am.lt</a></p><h2>Environmental Protection Agency</h2><p>A. Juozapavičiaus g. 9, LT-09311 Vilnius<br>Phone +370 5 266 2800<br>E-mail <a href="mailto:aaa@gamta.lt">aaa@gamta.lt</a></p><h2>Portal user support</h2><p>For technical questions write to <a href="mailto:leidimai@am.lt">leidimai@am.lt</a>.<br>Hours: Monday to Thursday 8.00–17.00, Friday 8.00–15.45.</p><p>Report pollution, fish kills and other emergencies by calling 112.</p>',
  },
};

export const SEED_WARNINGS: {
  key: string;
  permitId: string | null;
  validFrom: string | null;
  validTo: string | null;
  lt: { warningTitle: string; content: string };
  en: { warningTitle: string; content: string };
}[] = [
  {
    key: 'phishing',
    permitId: null,
    validFrom: '2026-01-01T00:00:00+02:00',
    validTo: null,
    lt: {
      warningTitle: 'Saugokitės sukčių',
      content:
        '<p>Aplinkos ministerija ir jai pavaldžios institucijos niekada neprašo el. laiškais ar SMS žinutėmis nurodyti banko prisijungimo duomenų ir neprašo mokėti už leidimus kitur nei šiame portale.</p>',
    },
    en: {
      warningTitle: 'Beware of fraud',
      content:
        '<p>The Ministry of Environment and the bodies under it never ask for your online banking login by e-mail or text message and never ask you to pay for permits anywhere but in this portal.</p>',
    },
  },
  {
    // Spec §8: the catch report rule for salmon and sea trout.
    key: 'salmon-10-minutes',
    permitId: 'L06_2',
    validFrom: null,
    validTo: null,
    lt: {
      warningTitle: 'Sugavimą registruokite per 10 minučių',
      content:
        '<p>Sugavus ir pasilikus lašišą ar šlakį, sugavimo ataskaitą būtina pateikti per 10 minučių. Tai galite padaryti ir be interneto ryšio.</p>',
    },
    en: {
      warningTitle: 'Record your catch within 10 minutes',
      content:
        '<p>A catch report must be submitted within 10 minutes after catching and keeping a salmon or sea trout. You can do this without an internet connection too.</p>',
    },
  },
  {
    key: 'ice-2026-2027',
    permitId: 'L05_1',
    validFrom: '2026-11-15T00:00:00+02:00',
    validTo: '2027-03-16T00:00:00+02:00',
    lt: {
      warningTitle: 'Žiemos žvejyba: atsargiai ant ledo',
      content:
        '<p>Ant ledo eikite tik tada, kai jis ne plonesnis kaip 10 cm. Venkite vietų prie įtekančių upelių ir nendrynų. Nelaimės atveju skambinkite 112.</p>',
    },
    en: {
      warningTitle: 'Winter fishing: take care on the ice',
      content:
        '<p>Go out on the ice only when it is at least 10 cm thick. Avoid places near inflowing streams and reed beds. In an emergency call 112.</p>',
    },
  },
];

export async function seedContent(db: Db): Promise<void> {
  await transaction(db, async (tx) => {
    /** The keys never seeded before, now marked as seeded. */
    async function claim(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await tx
        .insert(contentSeedLog)
        .values(keys.map((key) => ({ key })))
        .onConflictDoNothing()
        .returning({ key: contentSeedLog.key });
      return new Set(rows.map((row) => row.key));
    }
    async function fresh<T>(entries: { key: string; row: T }[]): Promise<T[]> {
      const claimed = await claim(entries.map((e) => e.key));
      return entries.filter((e) => claimed.has(e.key)).map((e) => e.row);
    }
    const each = <S, R>(items: S[], make: (item: S, locale: ContentLocale) => { key: string; row: R }) =>
      items.flatMap((item) => CONTENT_LOCALES.map((locale) => make(item, locale)));

    const newArticles = await fresh(
      each(SEED_ARTICLES, (a, locale) => ({
        key: `article:${locale}:${a[locale].slug}`,
        row: {
          slug: a[locale].slug,
          locale,
          title: a[locale].title,
          content: sanitizeHtml(a[locale].content),
          createdAt: new Date(a.createdAt),
          updatedAt: new Date(a.createdAt),
          showInPermitsList: a.showInPermitsList ?? false,
          published: true,
        },
      })),
    );
    if (newArticles.length > 0) await tx.insert(articles).values(newArticles).onConflictDoNothing();

    const newTags = await fresh(
      each(SEED_FAQ_TAGS, (tag, locale) => ({
        key: `faq-tag:${locale}:${tag.uid}`,
        row: { uid: tag.uid, locale, name: tag.name[locale], position: SEED_FAQ_TAGS.indexOf(tag) + 1 },
      })),
    );
    if (newTags.length > 0) await tx.insert(faqTags).values(newTags).onConflictDoNothing();

    const newQuestions = await fresh(
      each(SEED_QUESTIONS, (q, locale) => ({
        key: `question:${locale}:${q.key}`,
        row: { q, locale, position: (SEED_QUESTIONS.indexOf(q) + 1) * 10 },
      })),
    );
    for (const { q, locale, position } of newQuestions) {
      const [row] = await tx
        .insert(questions)
        .values({ locale, question: q[locale].question, answer: sanitizeHtml(q[locale].answer), position })
        .returning({ id: questions.id });
      // Tags an administrator has deleted are simply not linked.
      const tags = await tx
        .select({ id: faqTags.id })
        .from(faqTags)
        .where(and(eq(faqTags.locale, locale), inArray(faqTags.uid, q.tags)));
      if (tags.length > 0)
        await tx.insert(questionTags).values(tags.map((t) => ({ questionId: row!.id, tagId: t.id })));
    }

    for (const [table, name, pages] of [
      [aboutPages, 'about', SEED_ABOUT],
      [contactPages, 'contacts', SEED_CONTACTS],
    ] as const) {
      const newPages = await fresh(
        CONTENT_LOCALES.map((locale) => ({
          key: `${name}:${locale}`,
          row: { locale, title: pages[locale].title, content: sanitizeHtml(pages[locale].content) },
        })),
      );
      if (newPages.length > 0) await tx.insert(table).values(newPages).onConflictDoNothing();
    }

    const newPermits = await fresh(
      each(SEED_PERMITS, (p, locale) => {
        const text = p[locale];
        return {
          key: `permit:${p.permitId}:${locale}`,
          row: {
            permitId: p.permitId,
            locale,
            title: text.title,
            description: sanitizeHtml(text.description),
            price: text.price,
            whoNeedsIt: sanitizeHtml(text.whoNeedsIt),
            howToApply: sanitizeHtml(text.howToApply),
            documents: sanitizeHtml(text.documents),
            legalBasis: sanitizeHtml(text.legalBasis),
          },
        };
      }),
    );
    if (newPermits.length > 0) await tx.insert(permitDescriptions).values(newPermits).onConflictDoNothing();

    const newWarnings = await fresh(
      each(SEED_WARNINGS, (w, locale) => ({
        key: `warning:${locale}:${w.key}`,
        row: {
          locale,
          warningTitle: w[locale].warningTitle,
          content: sanitizeHtml(w[locale].content),
          showWarning: true,
          permitId: w.permitId,
          validFrom: w.validFrom ? new Date(w.validFrom) : null,
          validTo: w.validTo ? new Date(w.validTo) : null,
        },
      })),
    );
    if (newWarnings.length > 0) await tx.insert(warnings).values(newWarnings);
  });
}
