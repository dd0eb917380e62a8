/**
 * Demo news (naujienos) for 2026 in Lithuanian and English: 25 per language, so the list pages
 * at 20 (spec §9) show two pages. One is shown above the permits list (showInPermitsList).
 * Dates, deadlines and amounts are the demo's; legal details stay general.
 */

export interface ArticleText {
  slug: string;
  title: string;
  content: string;
}

export interface SeedArticle {
  /** Publication time, Vilnius morning. */
  createdAt: string;
  showInPermitsList?: boolean;
  lt: ArticleText;
  en: ArticleText;
}

const at = (date: string) => `${date}T09:00:00+02:00`;

export const SEED_ARTICLES: SeedArticle[] = [
  {
    createdAt: at('2026-01-08'),
    lt: {
      slug: 'naujas-leidimu-portalas',
      title: 'Naujas aplinkosaugos leidimų portalas jau veikia',
      content:
        '<p>Nuo šiandien aplinkosaugos leidimų, licencijų ir pranešimų prašymus galite pateikti naujame portale. Prisijungti galite per Elektroninius valdžios vartus – el. bankininkyste, el. parašu ar mobiliuoju parašu.</p><p>Portale rasite visas 22 leidimų rūšis: nuo žvejo bilieto iki TIPK leidimo. Prašymų juodraščiai išsaugomi jūsų įrenginyje, todėl pradėtą pildyti prašymą galite baigti vėliau.</p><p>Pastebėjote klaidą ar turite pasiūlymų? Rašykite <a href="mailto:leidimai@am.lt">leidimai@am.lt</a>.</p>',
    },
    en: {
      slug: 'new-permits-portal',
      title: 'The new environmental permits portal is live',
      content:
        '<p>From today you can apply for environmental permits, licences and notices in the new portal. Log in through the national e-government gateway with online banking, an e-signature or a mobile signature.</p><p>The portal covers all 22 kinds of permit, from an angler ticket to an IPPC permit. Drafts are kept on your device, so you can finish an application later.</p><p>Found a mistake or have a suggestion? Write to <a href="mailto:leidimai@am.lt">leidimai@am.lt</a>.</p>',
    },
  },
  {
    createdAt: at('2026-01-15'),
    showInPermitsList: true,
    lt: {
      slug: 'kaip-pateikti-prasyma',
      title: 'Kaip pateikti prašymą: trumpas vadovas',
      content:
        '<ol><li>Prisijunkite ir, jei atstovaujate įmonę ar kitą asmenį, pasirinkite atstovaujamą asmenį.</li><li>Sąraše pasirinkite leidimo rūšį ir spauskite „Pildyti prašymą“.</li><li>Užpildykite žingsnius; klaidos rodomos prie laukų ir puslapio viršuje.</li><li>Patikrinkite suvestinę ir pateikite prašymą. Jei paslauga mokama, būsite nukreipti į mokėjimo puslapį.</li><li>Prašymo būseną matysite skiltyje „Mano prašymai“, o išduotą leidimą – skiltyje „Mano leidimai“.</li></ol><p>Žvejo bilietą ir žvejo kortelę galite įsigyti ir neprisijungę.</p>',
    },
    en: {
      slug: 'how-to-apply',
      title: 'How to apply: a short guide',
      content:
        '<ol><li>Log in and, if you act for a company or another person, choose who you represent.</li><li>Pick the kind of permit from the list and press “Fill in the application”.</li><li>Complete the steps; errors are shown next to the fields and at the top of the page.</li><li>Check the summary and submit. If the service is paid, you will be taken to the payment page.</li><li>Follow your application under “My applications”; an issued permit appears under “My permits”.</li></ol><p>Angler tickets and angler cards can be bought without logging in.</p>',
    },
  },
  {
    createdAt: at('2026-01-27'),
    lt: {
      slug: 'zvejo-bilietai-2026',
      title: 'Žvejo bilietai 2026 metams: laikotarpiai ir galiojimas',
      content:
        '<p>Mėgėjų žvejybos bilietą galite įsigyti vienai dienai, dviem savaitėms, trims mėnesiams ar metams. Bilietas galioja nuo jūsų pasirinktos dienos, todėl jį galite nusipirkti iš anksto.</p><p>Bilieto nereikia vaikams iki 16 metų, senatvės pensijos amžių sukakusiems asmenims ir asmenims, kuriems nustatytas neįgalumas.</p><p>Išnuomotuose vandens telkiniuose reikia ne bilieto, o naudotojo siūlomo žvejybos leidimo.</p>',
    },
    en: {
      slug: 'angler-tickets-2026',
      title: 'Angler tickets for 2026: periods and validity',
      content:
        '<p>You can buy an angler ticket for one day, two weeks, three months or a year. It is valid from the day you choose, so you can buy it in advance.</p><p>Children under 16, people of state pension age and people with a recognised disability do not need a ticket.</p><p>On leased water bodies you need the fishing permit the user offers, not a ticket.</p>',
    },
  },
  {
    createdAt: at('2026-02-05'),
    lt: {
      slug: 'zvejyba-nuo-ledo-saugumas',
      title: 'Žvejyba nuo ledo: saugumo patarimai',
      content:
        '<p>Ant ledo eikite tik tada, kai jis tvirtas – rekomenduojama, kad ledas būtų ne plonesnis kaip 10 cm. Venkite vietų prie įtekančių upelių, nendrynų ir po tiltais – ten ledas plonesnis.</p><ul><li>Žvejokite ne vieni ir pasakykite artimiesiems, kur būsite.</li><li>Turėkite virvę ir ledo smaigus.</li><li>Nesibūriuokite vienoje vietoje.</li></ul><p>Nelaimės atveju skambinkite bendruoju pagalbos telefonu 112.</p>',
    },
    en: {
      slug: 'ice-fishing-safety',
      title: 'Ice fishing: safety tips',
      content:
        '<p>Go out on the ice only when it is firm – at least 10 cm thick is recommended. Avoid places near inflowing streams, reed beds and under bridges, where the ice is thinner.</p><ul><li>Do not fish alone, and tell someone where you will be.</li><li>Carry a rope and ice picks.</li><li>Do not gather in groups in one spot.</li></ul><p>In an emergency call 112.</p>',
    },
  },
  {
    createdAt: at('2026-02-18'),
    lt: {
      slug: 'atlieku-ataskaitos-iki-kovo-1',
      title: 'Atliekų tvarkytojams: metinės ataskaitos – iki kovo 1 d.',
      content:
        '<p>Primename, kad atliekų darytojai ir tvarkytojai metines atliekų tvarkymo apskaitos ataskaitas už 2025 metus turi pateikti iki kovo 1 d. Ataskaitos teikiamos per Vieningą gaminių, pakuočių ir atliekų apskaitos informacinę sistemą (GPAIS).</p><p>Pavojingųjų atliekų tvarkymo licencijų turėtojai kartu turėtų patikrinti, ar licencijoje nurodyti kiekiai atitinka faktinę veiklą. Jei ne – pateikite prašymą licencijai patikslinti.</p>',
    },
    en: {
      slug: 'waste-reports-due-1-march',
      title: 'Waste producers and operators: annual reports due by 1 March',
      content:
        '<p>Waste producers and operators must submit their annual waste accounting reports for 2025 by 1 March. Reports are filed in the unified information system for products, packaging and waste (GPAIS).</p><p>Holders of a hazardous waste licence should also check that the quantities in their licence match what they actually handle; if not, apply to have the licence amended.</p>',
    },
  },
  {
    createdAt: at('2026-03-03'),
    lt: {
      slug: 'pavasario-nersto-draudimai',
      title: 'Prasideda pavasario neršto draudimai',
      content:
        '<p>Pavasarį, žuvims neršiant, įsigalioja žvejybos draudimai ir apribojimai. Pirmosios neršia lydekos, vėliau – kitos rūšys.</p><p>Draudimų terminai ir vandens telkiniai nurodyti Mėgėjų žvejybos vidaus vandens telkiniuose taisyklėse. Prieš išvykdami žvejoti pasitikrinkite, ar jūsų pasirinktame vandens telkinyje žvejoti leidžiama ir kokias žuvis galima pasilikti.</p><p>Sugavę neršiančią saugomą žuvį, atsargiai paleiskite ją atgal į vandenį.</p>',
    },
    en: {
      slug: 'spring-spawning-bans',
      title: 'Spring spawning bans begin',
      content:
        '<p>In spring, while fish spawn, fishing bans and restrictions take effect. Pike spawn first, other species later.</p><p>The periods and water bodies concerned are set out in the Rules for Recreational Fishing in Inland Waters. Before you go, check whether fishing is allowed on the water you have chosen and which fish you may keep.</p><p>If you catch a protected fish that is spawning, release it carefully.</p>',
    },
  },
  {
    createdAt: at('2026-03-17'),
    lt: {
      slug: 'pranesimai-apie-kirtimus-internetu',
      title: 'Miško savininkams: pranešimai apie ketinimą kirsti – internetu',
      content:
        '<p>Pranešimus apie ketinimą kirsti mišką dabar galite pateikti portale. Įveskite sklypo kadastro numerį – portalas parodys miškotvarkos duomenis, o kirtimo vietą galėsite pažymėti žemėlapyje.</p><p>Kertant savo reikmėms, per metus galima iškirsti ne daugiau kaip 3 m³ vienam hektarui ir ne daugiau kaip 15 m³ iš viso – portalas šias ribas patikrins pats.</p>',
    },
    en: {
      slug: 'felling-notices-online',
      title: 'Forest owners: notices of intent to fell now online',
      content:
        '<p>You can now give notice of intent to fell in the portal. Enter the cadastral number of your plot: the portal shows its forest management data, and you can mark the site on the map.</p><p>When felling for your own use, you may fell no more than 3 m³ per hectare and no more than 15 m³ in total per year; the portal checks these limits for you.</p>',
    },
  },
  {
    createdAt: at('2026-03-31'),
    lt: {
      slug: 'f-duju-pazymejimai-portale',
      title: 'F dujų asmens kvalifikacijos pažymėjimai – per portalą',
      content:
        '<p>Technikai, išlaikę fluorintųjų dujų (F dujų) egzaminą, pažymėjimo gali prašyti portale (prašymas „L16.2“). Pažymėjimas išduodamas pagal įgytas kategorijas.</p><p>Jei pažymėjimą gavote kitoje ES valstybėje, portale galite prašyti jį pripažinti – pridėkite pažymėjimo kopiją.</p>',
    },
    en: {
      slug: 'f-gas-certificates-online',
      title: 'F-gas individual certificates now through the portal',
      content:
        '<p>Technicians who have passed the fluorinated gas (F-gas) exam can apply for their certificate in the portal (application “L16.2”). It is issued for the categories gained.</p><p>If your certificate was issued in another EU country, you can ask for it to be recognised: attach a copy.</p>',
    },
  },
  {
    createdAt: at('2026-04-14'),
    lt: {
      slug: 'pauksciu-perejimo-metas-kirtimai',
      title: 'Paukščių perėjimo metas: planuokite kirtimus atsakingai',
      content:
        '<p>Pavasarį ir vasaros pradžioje miškuose peri paukščiai, todėl tuo metu daugelis kirtimų ribojami. Prieš planuodami darbus patikrinkite, ar ribojimai taikomi jūsų sklypui ir kirtimo rūšiai.</p><p>Jei kirtimas neatidėliotinas, pvz., reikia pašalinti audros išverstus medžius, pateikite pranešimą ir nurodykite aplinkybes.</p>',
    },
    en: {
      slug: 'bird-nesting-season-felling',
      title: 'Bird nesting season: plan felling responsibly',
      content:
        '<p>In spring and early summer birds nest in the forests, so many kinds of felling are restricted at that time. Before planning work, check whether the restrictions apply to your plot and the kind of felling.</p><p>If felling cannot wait – to clear trees blown down by a storm, for example – give notice and explain the circumstances.</p>',
    },
  },
  {
    createdAt: at('2026-04-28'),
    lt: {
      slug: 'zvejybos-plotu-naudotojams-izuvinimas',
      title: 'Žvejybos plotų naudotojams: įžuvinimo duomenys',
      content:
        '<p>Žvejybos plotų naudotojai įžuvinimo duomenis dabar gali pateikti portale, skiltyje „Vandens telkiniai“. Ten pat galite skelbti žvejybos leidimų pasiūlymus ir matyti parduotų leidimų suvestinę.</p><p>Primename, kad naudojant didesnį nei 100 ha žvejybos plotą reikalinga žuvų išteklių tyrimų ataskaita.</p>',
    },
    en: {
      slug: 'fishing-area-users-stocking',
      title: 'Fishing area users: stocking data',
      content:
        '<p>Users of fishing areas can now report stocking in the portal under “Water bodies”. There you can also publish fishing permit offers and see a summary of permits sold.</p><p>A fish stock survey report is needed for a fishing area larger than 100 ha.</p>',
    },
  },
  {
    createdAt: at('2026-05-12'),
    lt: {
      slug: 'lasisu-slakiu-licencijos-10-minuciu',
      title: 'Lašišų ir šlakių licencijos: svarbiausia – 10 minučių taisyklė',
      content:
        '<p>Sugavę ir pasilikę lašišą ar šlakį, sugavimą portale turite užregistruoti per 10 minučių. Tai galite padaryti ir be interneto ryšio – sugavimas išsaugomas telefone ir išsiunčiamas, kai ryšys atsiranda.</p><p>Licencijai pasibaigus užpildykite sugavimų ataskaitą. Kol ataskaitos neužpildytos, naujų licencijų įsigyti negalėsite.</p>',
    },
    en: {
      slug: 'salmon-sea-trout-10-minute-rule',
      title: 'Salmon and sea trout licences: the 10-minute rule',
      content:
        '<p>After catching and keeping a salmon or sea trout, you must record it in the portal within 10 minutes. You can do it without a connection: the catch is saved on your phone and sent when you are back online.</p><p>When the licence ends, fill in the catch report. You cannot buy new licences while reports are missing.</p>',
    },
  },
  {
    createdAt: at('2026-05-26'),
    lt: {
      slug: 'zvejo-bilietas-telefone-qr',
      title: 'Žvejo bilietas telefone: QR kodas tikrinimui',
      content:
        '<p>Kiekviename biliete ir leidime yra QR kodas. Aplinkos apsaugos pareigūnai jį nuskaito ir patikrina, ar leidimas tikras, net jei vietoje nėra interneto ryšio.</p><p>Bilieto spausdinti nebūtina – užtenka jį parodyti telefone. Patarimas: atsisiųskite PDF iš anksto, kad jį turėtumėte ir be ryšio.</p>',
    },
    en: {
      slug: 'angler-ticket-on-phone-qr',
      title: 'Your angler ticket on your phone: the QR code',
      content:
        '<p>Every ticket and permit carries a QR code. Environmental inspectors scan it to check that the permit is genuine, even where there is no internet connection.</p><p>You do not need to print the ticket – showing it on your phone is enough. Tip: download the PDF in advance so you have it offline.</p>',
    },
  },
  {
    createdAt: at('2026-06-09'),
    lt: {
      slug: 'vasaros-atostogoms-trumpalaikiai-bilietai',
      title: 'Vasaros atostogoms – trumpalaikiai žvejo bilietai',
      content:
        '<p>Vykstate atostogauti prie ežero? Vienos dienos ar dviejų savaičių žvejo bilietą įsigysite per kelias minutes, net neprisijungę prie portalo.</p><p>Jei norite žvejoti išnuomotame vandens telkinyje, žemėlapyje patikrinkite, kokius leidimus siūlo jo naudotojas.</p>',
    },
    en: {
      slug: 'short-term-tickets-summer',
      title: 'Short-term angler tickets for the summer holidays',
      content:
        '<p>Heading to a lake for your holiday? A one-day or two-week angler ticket takes a few minutes to buy, without logging in.</p><p>If you want to fish a leased water body, check on the map which permits its user offers.</p>',
    },
  },
  {
    createdAt: at('2026-06-23'),
    lt: {
      slug: 'versline-zvejyba-antrasis-pusmetis',
      title: 'Verslinė žvejyba: leidimų pakeitimai antrajam pusmečiui',
      content:
        '<p>Verslinės žvejybos leidimų turėtojai, norintys antrajam pusmečiui pakeisti žvejybos priemones ar jas perskaičiuoti, prašymus gali pateikti portale. Leidime matysite skirtas kvotas ir jau sunaudotą jų dalį.</p><p>Naujoms žvejybos priemonėms nepamirškite užsisakyti plombų (prašymas „L14.1“).</p>',
    },
    en: {
      slug: 'commercial-fishing-second-half',
      title: 'Commercial fishing: permit changes for the second half of the year',
      content:
        '<p>Holders of commercial fishing permits who want to change or convert their gear for the second half of the year can apply in the portal. The permit shows the quotas allocated and how much has been used.</p><p>Remember to order seals for new gear (application “L14.1”).</p>',
    },
  },
  {
    createdAt: at('2026-07-07'),
    lt: {
      slug: 'sugavimai-be-interneto-rysio',
      title: 'Sugavimus galima registruoti ir be interneto ryšio',
      content:
        '<p>Prie upių ryšys dažnai silpnas, todėl portalas veikia ir be jo. Užregistruotas sugavimas išsaugomas jūsų telefone kartu su tikslia sugavimo registravimo akimirka ir išsiunčiamas, kai tik ryšys atsiranda.</p><p>Kad tai veiktų, bent kartą atidarykite portalą telefone, kai turite ryšį.</p>',
    },
    en: {
      slug: 'record-catches-offline',
      title: 'Catches can be recorded without a connection',
      content:
        '<p>Coverage by rivers is often poor, so the portal works without it. A recorded catch is saved on your phone with the exact moment you recorded it and is sent as soon as you are back online.</p><p>For this to work, open the portal on your phone at least once while you have a connection.</p>',
    },
  },
  {
    createdAt: at('2026-07-21'),
    lt: {
      slug: 'karstis-zuvu-dusimas',
      title: 'Karštis ir žuvų dusimas: kaip pranešti',
      content:
        '<p>Per karščius vandenyje mažėja deguonies, todėl gali dusti žuvys. Pastebėję negyvų ar dūstančių žuvų, nedelsdami praneškite bendruoju pagalbos telefonu 112 ir nurodykite tikslią vietą.</p><p>Jei galite, nufotografuokite vietą – tai padės nustatyti priežastį.</p>',
    },
    en: {
      slug: 'heat-fish-kills',
      title: 'Heat and fish kills: how to report',
      content:
        '<p>In hot weather oxygen in the water drops and fish may suffocate. If you see dead or struggling fish, call 112 straight away and give the exact location.</p><p>If you can, take photographs: they help find the cause.</p>',
    },
  },
  {
    createdAt: at('2026-08-04'),
    lt: {
      slug: 'pavojinguju-atlieku-licencijos-klaidos',
      title: 'Pavojingųjų atliekų licencijos: dažniausios prašymų klaidos',
      content:
        '<p>Dažniausiai prašymai grąžinami patikslinti dėl šių priežasčių:</p><ul><li>nenurodyti atliekų kodai arba jie neatitinka techninio reglamento;</li><li>nepridėtas finansinių garantijų dokumentas;</li><li>darbuotojų mokymo pažymėjimai nebegalioja.</li></ul><p>Prieš pateikdami prašymą patikrinkite šiuos dalykus – taip sprendimą gausite greičiau.</p>',
    },
    en: {
      slug: 'hazardous-waste-licence-mistakes',
      title: 'Hazardous waste licences: common mistakes in applications',
      content:
        '<p>Applications are most often returned for correction because:</p><ul><li>waste codes are missing or do not match the technical regulation;</li><li>the financial guarantee is not attached;</li><li>staff training certificates have expired.</li></ul><p>Check these before you submit and you will get a decision sooner.</p>',
    },
  },
  {
    createdAt: at('2026-08-18'),
    lt: {
      slug: 'rudens-lasisu-sezonas',
      title: 'Prasideda rudens lašišų sezonas',
      content:
        '<p>Rudenį lašišos ir šlakiai iš jūros kyla į upes. Licencijas lašišų ir šlakių žvejybai galite įsigyti portale – pasirinkę upę, matysite, kiek licencijų dar yra kiekvienai dienai.</p><p>Primename: sugautą ir pasiliktą lašišą ar šlakį užregistruokite per 10 minučių.</p>',
    },
    en: {
      slug: 'autumn-salmon-season',
      title: 'The autumn salmon season begins',
      content:
        '<p>In autumn salmon and sea trout run from the sea into the rivers. Buy your salmon and sea trout licences in the portal: choose a river to see how many licences are left for each day.</p><p>Remember: record a salmon or sea trout you keep within 10 minutes.</p>',
    },
  },
  {
    createdAt: at('2026-09-01'),
    lt: {
      slug: 'zemes-gelmiu-leidimai-elektroniniu-budu',
      title: 'Žemės gelmių tyrimo ir naudojimo leidimai – elektroniniu būdu',
      content:
        '<p>Prašymus tirti žemės gelmes (L11) ir naudoti jų išteklius ar ertmes (L12) dabar galima pateikti portale. Tyrimų plotą pažymėkite žemėlapyje arba įveskite koordinates LKS-94 sistemoje.</p><p>Prašymus nagrinėja Lietuvos geologijos tarnyba; jų būseną matysite skiltyje „Mano prašymai“.</p>',
    },
    en: {
      slug: 'subsurface-permits-online',
      title: 'Subsurface exploration and use permits go online',
      content:
        '<p>Applications to explore the subsurface (L11) and to use its resources or cavities (L12) can now be made in the portal. Mark the area on the map or enter coordinates in LKS-94.</p><p>The Lithuanian Geological Survey handles them; follow their progress under “My applications”.</p>',
    },
  },
  {
    createdAt: at('2026-09-15'),
    lt: {
      slug: 'tipk-leidimu-perziura-gpgb',
      title: 'TIPK leidimų peržiūra pagal naujas GPGB išvadas',
      content:
        '<p>Paskelbus naujas geriausių prieinamų gamybos būdų (GPGB) išvadas, atitinkamų įrenginių TIPK leidimai peržiūrimi. Operatoriai apie peržiūrą informuojami portale.</p><p>Peržiūrai pateikite įrenginio atitikties naujoms išvadoms vertinimą ir, jei reikia, planuojamų pakeitimų aprašą.</p>',
    },
    en: {
      slug: 'ippc-permits-review-bat',
      title: 'IPPC permits reviewed against new BAT conclusions',
      content:
        '<p>When new best available techniques (BAT) conclusions are published, the IPPC permits of the installations concerned are reviewed. Operators are notified in the portal.</p><p>For the review, submit an assessment of the installation’s compliance with the new conclusions and, where needed, a description of planned changes.</p>',
    },
  },
  {
    createdAt: at('2026-09-29'),
    lt: {
      slug: 'rudens-kirtimai-zemelapis',
      title: 'Rudens kirtimai: pranešimą pateikite per žemėlapį',
      content:
        '<p>Miško kirtimų žemėlapyje raskite savo sklypą, pažymėkite kirtimo vietą ir iš karto pateikite pranešimą ar prašymą. Portalas užpildys kadastro numerį ir miškotvarkos duomenis.</p><p>Žemėlapio sluoksnius, kuriuos naudojate dažniausiai, galite išsaugoti telefone ir naudoti miške be ryšio.</p>',
    },
    en: {
      slug: 'autumn-felling-map',
      title: 'Autumn felling: send your notice from the map',
      content:
        '<p>Find your plot on the forest felling map, mark the site and give notice or apply straight away. The portal fills in the cadastral number and forest management data.</p><p>You can keep the map layers you use most on your phone and use them in the forest without a connection.</p>',
    },
  },
  {
    createdAt: at('2026-10-13'),
    lt: {
      slug: 'lasisu-slakiu-nerstas-draudimai',
      title: 'Lašišų ir šlakių neršto metas: draudimai upėse',
      content:
        '<p>Rudenį, lašišoms ir šlakiams neršiant, daugelyje lašišinių upių žvejyba ribojama arba draudžiama. Tikslūs terminai ir upių ruožai nurodyti Mėgėjų žvejybos vidaus vandens telkiniuose taisyklėse.</p><p>Portale, pasirinkę upę, matysite, ar licencijos tą dieną parduodamos.</p>',
    },
    en: {
      slug: 'salmon-sea-trout-spawning-bans',
      title: 'Salmon and sea trout spawning: bans on rivers',
      content:
        '<p>In autumn, while salmon and sea trout spawn, fishing is restricted or banned on many salmon rivers. The exact periods and stretches are set out in the Rules for Recreational Fishing in Inland Waters.</p><p>Choose a river in the portal to see whether licences are on sale for a given day.</p>',
    },
  },
  {
    createdAt: at('2026-10-27'),
    lt: {
      slug: 'f-duju-mokymo-programos',
      title: 'F dujų mokymo programos: kvietimas mokymo teikėjams',
      content:
        '<p>Mokymo įstaigos, norinčios vykdyti F dujų mokymo programas FD-01–FD-04, leidimo gali prašyti portale (prašymas „L16.1“). Prašyme nurodykite programas, instruktorius, mokymo patalpas ir įrangą.</p><p>Leidimą gavusių teikėjų sąrašas skelbiamas portale.</p>',
    },
    en: {
      slug: 'f-gas-training-programmes',
      title: 'F-gas training programmes: a call to training providers',
      content:
        '<p>Training institutions wishing to run the F-gas programmes FD-01 to FD-04 can apply in the portal (application “L16.1”). List the programmes, instructors, premises and equipment.</p><p>The list of permitted providers is published in the portal.</p>',
    },
  },
  {
    createdAt: at('2026-11-10'),
    lt: {
      slug: 'tinkliniu-priemoniu-plombos-2027',
      title: 'Tinklinių žvejybos priemonių plombos 2027 metams',
      content:
        '<p>Verslinės žvejybos leidimų turėtojai jau gali užsisakyti plombas 2027 metams (prašymas „L14.1“). Prašyme nurodykite kiekvienos priemonės duomenis ir pasirinkite, kur plombas atsiimsite.</p><p>Praradę plombą ar tinklą, nedelsdami pateikite pranešimą (prašymas „L14.2“).</p>',
    },
    en: {
      slug: 'net-gear-seals-2027',
      title: 'Net gear seals for 2027',
      content:
        '<p>Holders of commercial fishing permits can now order seals for 2027 (application “L14.1”). Enter the details of each item of gear and choose where to collect the seals.</p><p>If you lose a seal or a net, give notice straight away (application “L14.2”).</p>',
    },
  },
  {
    createdAt: at('2026-11-18'),
    lt: {
      slug: 'mokejimai-bankinis-pavedimas',
      title: 'Mokėjimai: kada įskaitomas bankinis pavedimas',
      content:
        '<p>Apmokėjus per el. bankininkystę, dažniausiai leidimą gausite iš karto. Jei mokėjimas atliekamas tarpbankiniu pavedimu, jis įskaitomas vėliau – tokie pavedimai vykdomi ne dažniau kaip du kartus per dieną.</p><p>Mokėjimo būseną portalas patikrina pats, todėl pakartotinai mokėti nereikia. Jei leidimo negavote per darbo dieną, susisiekite su mumis.</p>',
    },
    en: {
      slug: 'payments-bank-transfer',
      title: 'Payments: when a bank transfer is credited',
      content:
        '<p>When you pay through online banking, you usually get the permit straight away. A payment made by an interbank transfer is credited later: such transfers run at most twice a day.</p><p>The portal checks the payment status itself, so do not pay again. If you have not received the permit within a working day, contact us.</p>',
    },
  },
];
