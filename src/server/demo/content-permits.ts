/**
 * Demo descriptions of the 22 permit kinds (spec §1) in Lithuanian and English, as the content
 * service serves them (stored `permitId` with an underscore). Amounts are the demo's own and say
 * so; the payment module decides real prices. Legal bases are named in general words on purpose.
 */

export interface PermitText {
  title: string;
  description: string;
  price: string;
  whoNeedsIt: string;
  howToApply: string;
  documents: string;
  legalBasis: string;
}

export interface SeedPermit {
  permitId: string;
  lt: PermitText;
  en: PermitText;
}

const FREE = { lt: 'Nemokamai', en: 'Free of charge' };

const FISHERIES_LAW = {
  lt: '<p>Lietuvos Respublikos žuvininkystės įstatymas ir Mėgėjų žvejybos vidaus vandens telkiniuose taisyklės.</p>',
  en: '<p>The Law on Fisheries of the Republic of Lithuania and the Rules for Recreational Fishing in Inland Waters.</p>',
};
const COMMERCIAL_FISHING_LAW = {
  lt: '<p>Lietuvos Respublikos žuvininkystės įstatymas ir verslinę žvejybą vidaus vandenyse reglamentuojantys teisės aktai.</p>',
  en: '<p>The Law on Fisheries of the Republic of Lithuania and the legal acts governing commercial fishing in inland waters.</p>',
};
const FOREST_LAW = {
  lt: '<p>Lietuvos Respublikos miškų įstatymas ir Miško kirtimų taisyklės.</p>',
  en: '<p>The Law on Forests of the Republic of Lithuania and the Forest Felling Rules.</p>',
};
const CITES_LAW = {
  lt: '<p>Konvencija dėl tarptautinės prekybos nykstančiųjų rūšių laukinės faunos ir floros egzemplioriais (CITES), ją įgyvendinantys Europos Sąjungos reglamentai ir Lietuvos teisės aktai dėl laukinės gyvūnijos ir saugomų rūšių apsaugos.</p>',
  en: '<p>The Convention on International Trade in Endangered Species of Wild Fauna and Flora (CITES), the European Union regulations implementing it and Lithuanian legislation on wildlife and protected species.</p>',
};
const SUBSURFACE_LAW = {
  lt: '<p>Lietuvos Respublikos žemės gelmių įstatymas ir žemės gelmių tyrimo bei naudojimo leidimų išdavimo tvarka.</p>',
  en: '<p>The Law on the Subsurface of the Republic of Lithuania and the procedure for issuing subsurface exploration and use permits.</p>',
};
const FGAS_LAW = {
  lt: '<p>Europos Sąjungos reglamentai dėl fluorintųjų šiltnamio efektą sukeliančių dujų ir su jomis dirbančių asmenų bei įmonių sertifikavimo, juos įgyvendinantys Lietuvos teisės aktai.</p>',
  en: '<p>The European Union regulations on fluorinated greenhouse gases and on the certification of persons and companies working with them, and the Lithuanian legislation implementing them.</p>',
};

export const SEED_PERMITS: SeedPermit[] = [
  {
    permitId: 'L01',
    lt: {
      title: 'Laukinių gyvūnų, augalų ir grybų importas ir eksportas',
      description:
        '<p>Leidimas reikalingas, kai į Lietuvą įvežami ar iš jos išvežami saugomų rūšių laukiniai gyvūnai, augalai ar grybai, jų dalys ir iš jų pagaminti gaminiai, kuriems taikomi tarptautinės prekybos nykstančiomis rūšimis (CITES) reikalavimai.</p><p>Leidimas išduodamas kiekvienai siuntai atskirai ir galioja tik joje nurodytiems egzemplioriams.</p>',
      price: FREE.lt,
      whoNeedsIt:
        '<ul><li>Gyventojai, parsivežantys ar išvežantys medžioklės trofėjus, gyvus gyvūnus ar augalus.</li><li>Įmonės, importuojančios ar eksportuojančios saugomų rūšių egzempliorius, pvz., eršketų ikrus, egzotinius roplius ar orchidėjas.</li><li>Zoologijos sodai, mokslo ir mokymo įstaigos.</li></ul>',
      howToApply:
        '<ol><li>Prisijunkite prie portalo ir pasirinkite prašymą „L01“.</li><li>Nurodykite rūšį, egzempliorių skaičių, kilmės ir paskirties šalis.</li><li>Pridėkite dokumentus ir pateikite prašymą.</li><li>Apie sprendimą būsite informuoti portale ir el. paštu, leidimą atsisiųsite PDF formatu.</li></ol>',
      documents:
        '<ul><li>Eksportuojančios šalies CITES leidimas arba pakartotinio eksporto sertifikatas (importuojant).</li><li>Dokumentai, įrodantys teisėtą egzempliorių kilmę: pirkimo sutartis, medžioklės leidimas ar veisimo pažyma.</li><li>Egzempliorių nuotraukos ir, jei jie paženklinti, žymenų numeriai.</li><li>Gyviems gyvūnams – veterinarijos sertifikatas.</li></ul>',
      legalBasis: CITES_LAW.lt,
    },
    en: {
      title: 'Import and export of wild animals, plants and fungi',
      description:
        '<p>A permit is needed to bring into or take out of Lithuania wild animals, plants or fungi of protected species, their parts and products made from them that fall under the rules on international trade in endangered species (CITES).</p><p>A permit is issued for each consignment and covers only the specimens listed in it.</p>',
      price: FREE.en,
      whoNeedsIt:
        '<ul><li>Residents bringing in or taking out hunting trophies, live animals or plants.</li><li>Companies importing or exporting specimens of protected species, such as sturgeon caviar, exotic reptiles or orchids.</li><li>Zoos, research and teaching institutions.</li></ul>',
      howToApply:
        '<ol><li>Log in to the portal and choose the “L01” application.</li><li>Enter the species, the number of specimens and the countries of origin and destination.</li><li>Attach the documents and submit the application.</li><li>You will be told of the decision in the portal and by e-mail and can download the permit as a PDF.</li></ol>',
      documents:
        '<ul><li>The exporting country’s CITES permit or re-export certificate (for imports).</li><li>Proof of legal origin: a purchase contract, a hunting permit or a breeding certificate.</li><li>Photographs of the specimens and, where they are marked, the mark numbers.</li><li>For live animals, a veterinary certificate.</li></ul>',
      legalBasis: CITES_LAW.en,
    },
  },
  {
    permitId: 'L02',
    lt: {
      title: 'Prekyba laukiniais gyvūnais ir augalais',
      description:
        '<p>Leidimas reikalingas prekiaujant saugomų rūšių laukiniais gyvūnais, augalais ir jų gaminiais Lietuvoje ir Europos Sąjungoje, taip pat juos viešai demonstruojant komerciniais tikslais. Leidimas patvirtina, kad egzempliorius įgytas teisėtai ir juo galima prekiauti.</p>',
      price: FREE.lt,
      whoNeedsIt:
        '<ul><li>Gyvūnų parduotuvės ir augintojai, prekiaujantys saugomų rūšių papūgomis, vėžliais ar driežais.</li><li>Medelynai ir sodo centrai, prekiaujantys saugomais augalais.</li><li>Antikvariatai ir galerijos, prekiaujančios dirbiniais iš dramblio kaulo, vėžlio šarvo ar kitų saugomų rūšių dalių.</li></ul>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L02“ ir nurodykite, kuo ketinate prekiauti.</li><li>Kiekvienam egzemplioriui įrašykite rūšį, žymenį (žiedą ar mikroschemą) ir kilmę.</li><li>Pridėkite dokumentus ir pateikite prašymą.</li></ol>',
      documents:
        '<ul><li>Dokumentai apie egzempliorių kilmę: importo leidimas, veisimo pažyma ar ankstesnis sertifikatas.</li><li>Egzempliorių nuotraukos.</li><li>Įgaliojimas, registruotas Įgaliojimų registre, jei prašymą teikia atstovas.</li></ul>',
      legalBasis: CITES_LAW.lt,
    },
    en: {
      title: 'Trade in wild animals and plants',
      description:
        '<p>A permit is needed to trade in wild animals, plants and products of protected species in Lithuania and the European Union, or to display them to the public for commercial purposes. It confirms that the specimen was acquired legally and may be sold.</p>',
      price: FREE.en,
      whoNeedsIt:
        '<ul><li>Pet shops and breeders selling parrots, tortoises or lizards of protected species.</li><li>Nurseries and garden centres selling protected plants.</li><li>Antique dealers and galleries selling items made of ivory, tortoiseshell or other parts of protected species.</li></ul>',
      howToApply:
        '<ol><li>Choose the “L02” application and say what you intend to sell.</li><li>For each specimen, enter the species, its mark (ring or microchip) and its origin.</li><li>Attach the documents and submit the application.</li></ol>',
      documents:
        '<ul><li>Proof of origin: an import permit, a breeding certificate or an earlier certificate.</li><li>Photographs of the specimens.</li><li>A power of attorney entered in the Register of Powers of Attorney if a representative applies.</li></ul>',
      legalBasis: CITES_LAW.en,
    },
  },
  {
    permitId: 'L03',
    lt: {
      title: 'Žvejybos ploto naudojimas',
      description:
        '<p>Leidimas suteikia teisę naudoti valstybinio vandens telkinio žvejybos plotą mėgėjų žvejybai organizuoti. Naudotojas prižiūri žuvų išteklius, įžuvina vandens telkinį, nustato žvejybos leidimų (L05.2) sąlygas ir kainas, teikia duomenis apie įžuvinimą ir sugavimus.</p>',
      price: FREE.lt,
      whoNeedsIt:
        '<ul><li>Įmonės, ūkininkai ir kiti asmenys, norintys organizuoti mėgėjų žvejybą ežere, tvenkinyje ar jų dalyje.</li><li>Žvejų mėgėjų klubai ir bendruomenės.</li></ul>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L03“ ir nurodykite vandens telkinį; žvejybos plotą galite pažymėti žemėlapyje.</li><li>Aprašykite planuojamą veiklą ir įžuvinimo priemones.</li><li>Jei plotas didesnis nei 100 ha, pridėkite žuvų išteklių tyrimų ataskaitą.</li><li>Sprendimas priimamas ne vėliau kaip per 30 dienų nuo prašymo pateikimo.</li></ol>',
      documents:
        '<ul><li>Žvejybos ploto naudojimo planas (žuvų išteklių naudojimo ir įžuvinimo priemonės).</li><li>Žuvų išteklių tyrimų ataskaita, kai plotas didesnis nei 100 ha.</li><li>Įgaliojimas, jei prašymą teikia atstovas.</li></ul>',
      legalBasis: FISHERIES_LAW.lt,
    },
    en: {
      title: 'Use of a fishing area',
      description:
        '<p>The permit gives the right to use a fishing area of a state water body to organise recreational fishing. The user looks after the fish stocks, stocks the water body, sets the terms and prices of fishing permits (L05.2) and reports stocking and catches.</p>',
      price: FREE.en,
      whoNeedsIt:
        '<ul><li>Companies, farmers and others who want to organise recreational fishing on a lake, a pond or part of one.</li><li>Angling clubs and communities.</li></ul>',
      howToApply:
        '<ol><li>Choose the “L03” application and name the water body; you can draw the fishing area on the map.</li><li>Describe the planned activity and the stocking measures.</li><li>If the area is larger than 100 ha, attach a fish stock survey report.</li><li>A decision is made within 30 days of submission.</li></ol>',
      documents:
        '<ul><li>A plan for the use of the fishing area (use of fish stocks and stocking).</li><li>A fish stock survey report if the area is larger than 100 ha.</li><li>A power of attorney if a representative applies.</li></ul>',
      legalBasis: FISHERIES_LAW.en,
    },
  },
  {
    permitId: 'L04',
    lt: {
      title: 'Verslinė žvejyba vidaus vandenyse',
      description:
        '<p>Leidimas verstis versline žvejyba vidaus vandenyse, pvz., Kuršių mariose ar Nemuno žemupyje, pagal skirtas žvejybos kvotas. Leidime nurodomi vandens telkiniai, žuvų rūšys ir kvotos, leidžiamos žvejybos priemonės ir jų skaičius.</p><p>Skirtos kvotos matomos puslapyje „Kvotos“: ten galite prašyti dalį kvotos konvertuoti į kitus įrankius, pvz., dalį tinklų pakeisti gaudyklėmis pagal Aplinkos apsaugos agentūros nustatytus koeficientus.</p>',
      price: 'Valstybės rinkliava – 30,00 €',
      whoNeedsIt:
        '<ul><li>Įmonės ir asmenys, turintys teisę verstis versline žvejyba ir skirtas žvejybos kvotas vidaus vandenyse.</li></ul>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L04“ ir vandens telkinį.</li><li>Įrašykite žvejybos laivus, žvejybos priemones (tipą, ilgį, akių dydį) ir žvejus.</li><li>Gavę kvotas, prireikus prašykite jas konvertuoti puslapyje „Kvotos“.</li><li>Pateikite prašymą; leidimas galioja kalendorinius metus.</li></ol>',
      documents:
        '<ul><li>Žvejybos laivų registracijos duomenys.</li><li>Žvejybos priemonių sąrašas.</li><li>Žvejų sąrašas su asmens kodais.</li><li>Jungtinės veiklos sutartis, jei žvejojama kartu su kitais asmenimis.</li></ul>',
      legalBasis: COMMERCIAL_FISHING_LAW.lt,
    },
    en: {
      title: 'Commercial fishing in inland waters',
      description:
        '<p>A permit to fish commercially in inland waters, such as the Curonian Lagoon or the lower Nemunas, under the fishing quotas allocated. It lists the water bodies, species and quotas, and the fishing gear allowed and how much of it.</p><p>The quotas allocated to you are on the “Quotas” page, where you may ask to convert part of a quota into other gear, for example part of the nets into traps at the coefficients the Environmental Protection Agency sets.</p>',
      price: 'State fee €30.00',
      whoNeedsIt:
        '<ul><li>Companies and persons entitled to fish commercially who hold fishing quotas in inland waters.</li></ul>',
      howToApply:
        '<ol><li>Choose the “L04” application and the water body.</li><li>Enter the fishing vessels, the gear (type, length, mesh size) and the fishers.</li><li>Once quotas are allocated, ask to convert them on the “Quotas” page if needed.</li><li>Submit the application; the permit is valid for the calendar year.</li></ol>',
      documents:
        '<ul><li>Registration details of the fishing vessels.</li><li>A list of the fishing gear.</li><li>A list of the fishers with their personal codes.</li><li>A joint activity contract if you fish together with others.</li></ul>',
      legalBasis: COMMERCIAL_FISHING_LAW.en,
    },
  },
  {
    permitId: 'L05_1',
    lt: {
      title: 'Mėgėjų žvejybos bilietas (žvejo bilietas)',
      description:
        '<p>Žvejo bilietas suteikia teisę mėgėjiškai žvejoti valstybiniuose vandens telkiniuose, kurie nėra išnuomoti ir kuriuose netaikoma licencinė žvejyba. Bilietą galima įsigyti ir neprisijungus – užtenka nurodyti vardą, pavardę ir asmens kodą.</p><p>Bilietas galioja nuo jūsų pasirinktos dienos. Jame yra QR kodas, kurį pareigūnai gali patikrinti ir be interneto ryšio.</p>',
      price:
        '1 diena – 1,50 €; 2 savaitės – 5,00 €; 3 mėnesiai – 10,00 €; metai – 14,00 € (demonstracinės kainos)',
      whoNeedsIt:
        '<p>Visi, kurie žvejoja mėgėjiškai ir yra sulaukę 16 metų. Bilieto nereikia vaikams iki 16 metų, senatvės pensijos amžių sukakusiems asmenims ir asmenims, kuriems nustatytas neįgalumas, – žvejodami jie turi turėti tai patvirtinantį dokumentą.</p>',
      howToApply:
        '<ol><li>Pasirinkite „Žvejo bilietas“ (prisijungti nebūtina).</li><li>Pasirinkite galiojimo laikotarpį ir pradžios datą.</li><li>Įveskite savo duomenis ir sumokėkite internetu.</li><li>Bilietą gausite el. paštu ir galėsite atsisiųsti PDF formatu.</li></ol>',
      documents:
        '<p>Dokumentų pridėti nereikia. Žvejodami turėkite asmens dokumentą ir bilietą – telefone arba atspausdintą.</p>',
      legalBasis: FISHERIES_LAW.lt,
    },
    en: {
      title: 'Angler ticket',
      description:
        '<p>An angler ticket lets you fish for recreation in state water bodies that are not leased and where licensed fishing does not apply. You can buy one without logging in: your name and personal code are enough.</p><p>The ticket is valid from the day you choose. It carries a QR code that inspectors can check even without an internet connection.</p>',
      price: '1 day €1.50; 2 weeks €5.00; 3 months €10.00; 1 year €14.00 (demo prices)',
      whoNeedsIt:
        '<p>Everyone aged 16 or over who fishes for recreation. Children under 16, people of state pension age and people with a recognised disability do not need a ticket but must carry a document proving it.</p>',
      howToApply:
        '<ol><li>Choose “Angler ticket” (no login needed).</li><li>Choose the period and the start date.</li><li>Enter your details and pay online.</li><li>You will receive the ticket by e-mail and can download it as a PDF.</li></ol>',
      documents:
        '<p>No documents are needed. When fishing, carry an identity document and the ticket, on your phone or printed.</p>',
      legalBasis: FISHERIES_LAW.en,
    },
  },
  {
    permitId: 'L05_2',
    lt: {
      title: 'Žvejybos leidimas išnuomotuose vandens telkiniuose',
      description:
        '<p>Išnuomotuose ar naudotojams perduotuose vandens telkiniuose žvejoti galima tik su naudotojo siūlomu žvejybos leidimu. Kainas, galiojimo laikotarpius ir sąlygas, pvz., kiek žuvų galima pasilikti, nustato vandens telkinio naudotojas – portale jas matysite prieš mokėdami.</p>',
      price:
        'Nustato vandens telkinio naudotojas, pvz., 1 diena – 3,00 €, savaitgalis – 5,00 € (demonstracinės kainos)',
      whoNeedsIt:
        '<p>Visi žvejai mėgėjai, norintys žvejoti išnuomotame ežere, tvenkinyje ar jų dalyje. Žvejo bilieto (L05.1) tokiame vandens telkinyje nereikia – pakanka šio leidimo.</p>',
      howToApply:
        '<ol><li>Pasirinkite „Žvejybos leidimas“ ir žemėlapyje ar sąraše raskite vandens telkinį.</li><li>Pasirinkite naudotojo siūlomą leidimą ir datą.</li><li>Sumokėkite internetu; leidimą gausite el. paštu.</li></ol>',
      documents: '<p>Dokumentų nereikia.</p>',
      legalBasis: `${FISHERIES_LAW.lt}<p>Taip pat vandens telkinio naudotojo nustatytos žvejybos sąlygos.</p>`,
    },
    en: {
      title: 'Fishing permit for leased water bodies',
      description:
        '<p>On water bodies that are leased or entrusted to a user you may fish only with a fishing permit the user offers. The user sets the prices, periods and terms, for example how many fish you may keep, and the portal shows them before you pay.</p>',
      price: 'Set by the user of the water body, e.g. 1 day €3.00, weekend €5.00 (demo prices)',
      whoNeedsIt:
        '<p>Every angler who wants to fish a leased lake, pond or part of one. An angler ticket (L05.1) is not needed there: this permit is enough.</p>',
      howToApply:
        '<ol><li>Choose “Fishing permit” and find the water body on the map or in the list.</li><li>Choose one of the permits the user offers and a date.</li><li>Pay online; the permit is sent to you by e-mail.</li></ol>',
      documents: '<p>No documents are needed.</p>',
      legalBasis: `${FISHERIES_LAW.en}<p>Also the fishing terms set by the user of the water body.</p>`,
    },
  },
  {
    permitId: 'L06_1',
    lt: {
      title: 'Mėgėjų žvejo kortelė su licencijomis žuvų rūšims',
      description:
        '<p>Kai kuriuose vandens telkiniuose vertingų rūšių žuvis ir vėžius leidžiama gaudyti tik su licencija. Licencijos įrašomos į jūsų žvejo kortelę; kiekviena suteikia teisę nurodytame vandens telkinyje ir laikotarpiu sugauti nustatytą tam tikros rūšies žuvų ar vėžių kiekį.</p><p>Licencijų skaičius ribotas – jos parduodamos, kol yra laisvų.</p>',
      price:
        'Vėžių gaudymo licencija – 5,00 € parai; upėtakių ir kiršlių – 7,00 € parai (demonstracinės kainos)',
      whoNeedsIt:
        '<p>Žvejai mėgėjai, norintys gaudyti vėžius licencinėse vietose ar žvejoti upėtakius ir kiršlius upėse, kuriose taikoma licencinė žvejyba.</p>',
      howToApply:
        '<ol><li>Pasirinkite „Žvejo kortelė“, tada vandens telkinį ir žuvų rūšį.</li><li>Pasirinkite datą – matysite, kiek licencijų dar yra.</li><li>Sumokėkite; licencija įrašoma į jūsų žvejo kortelę.</li><li>Po žvejybos užpildykite sugavimų ataskaitą. Kol ankstesnių licencijų ataskaitos neužpildytos, naujos licencijos įsigyti negalėsite.</li></ol>',
      documents: '<p>Dokumentų nereikia. Žvejodami turėkite asmens dokumentą ir žvejo kortelę.</p>',
      legalBasis: FISHERIES_LAW.lt,
    },
    en: {
      title: 'Amateur angler card with licences per fish species',
      description:
        '<p>On some water bodies valuable fish species and crayfish may be caught only with a licence. Licences are added to your angler card; each one allows a set number of one species to be caught on the named water body within its period.</p><p>Licences are limited and sold while they last.</p>',
      price: 'Crayfish licence €5.00 per day; brown trout and grayling €7.00 per day (demo prices)',
      whoNeedsIt:
        '<p>Anglers who want to catch crayfish in licensed places or fish for brown trout and grayling on rivers where licensed fishing applies.</p>',
      howToApply:
        '<ol><li>Choose “Angler card”, then the water body and the species.</li><li>Choose a date and see how many licences are left.</li><li>Pay; the licence is added to your angler card.</li><li>After fishing, fill in the catch report. You cannot buy a new licence while reports for earlier ones are missing.</li></ol>',
      documents:
        '<p>No documents are needed. When fishing, carry an identity document and your angler card.</p>',
      legalBasis: FISHERIES_LAW.en,
    },
  },
  {
    permitId: 'L06_2',
    lt: {
      title: 'Mėgėjų žvejo kortelė: lašišų ir šlakių licencijos',
      description:
        '<p>Lašišas ir šlakius lašišinėse upėse leidžiama žvejoti tik su licencija, įrašyta į žvejo kortelę. Licencija galioja nurodytai upei ar jos ruožui ir laikotarpiui.</p><p><strong>Sugavę ir pasilikę lašišą ar šlakį, per 10 minučių užregistruokite sugavimą portale.</strong> Tai galima padaryti ir be interneto ryšio – duomenys bus išsiųsti, kai ryšys atsiras, o sugavimo laikas įrašomas tą akimirką, kai jį užregistruojate.</p>',
      price: 'Paros licencija – 10,00 €; savaitės – 30,00 €; sezono – 60,00 € (demonstracinės kainos)',
      whoNeedsIt:
        '<p>Žvejai mėgėjai, žvejojantys lašišas ir šlakius lašišinėse upėse, pvz., Neryje, Žeimenoje, Šventojoje ar Minijoje.</p>',
      howToApply:
        '<ol><li>Pasirinkite „Žvejo kortelė“, upę ir licencijos trukmę.</li><li>Sumokėkite – licencija įrašoma į kortelę.</li><li>Sugavę ir pasilikę žuvį, per 10 minučių užregistruokite sugavimą.</li><li>Licencijai pasibaigus užpildykite sugavimų ataskaitą.</li></ol>',
      documents: '<p>Dokumentų nereikia.</p>',
      legalBasis: FISHERIES_LAW.lt,
    },
    en: {
      title: 'Amateur angler card: salmon and sea trout licences',
      description:
        '<p>Salmon and sea trout may be fished on salmon rivers only with a licence on your angler card. The licence is valid for the named river or stretch and period.</p><p><strong>After catching and keeping a salmon or sea trout, record the catch in the portal within 10 minutes.</strong> This works without an internet connection too: the record is sent when you are back online, and the time is taken at the moment you record it.</p>',
      price: 'Day licence €10.00; week €30.00; season €60.00 (demo prices)',
      whoNeedsIt:
        '<p>Anglers fishing for salmon and sea trout on salmon rivers such as the Neris, Žeimena, Šventoji or Minija.</p>',
      howToApply:
        '<ol><li>Choose “Angler card”, the river and the length of the licence.</li><li>Pay; the licence is added to your card.</li><li>When you catch and keep a fish, record it within 10 minutes.</li><li>When the licence ends, fill in the catch report.</li></ol>',
      documents: '<p>No documents are needed.</p>',
      legalBasis: FISHERIES_LAW.en,
    },
  },
  {
    permitId: 'L07',
    lt: {
      title: 'Specialioji žvejyba',
      description:
        '<p>Leidimas žvejoti mokslo tyrimų, žuvų išteklių stebėsenos, žuvivaisos (reproduktorių gaudymo) ar invazinių ir nepageidaujamų žuvų rūšių mažinimo tikslais. Prireikus leidime gali būti leista žvejoti draudžiamu laiku ar draudžiamomis priemonėmis.</p>',
      price: FREE.lt,
      whoNeedsIt:
        '<ul><li>Mokslo ir studijų institucijos.</li><li>Žuvivaisos įmonės.</li><li>Vandens telkinių naudotojai ir aplinkosaugos institucijos, tvarkančios žuvų išteklius.</li></ul>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L07“ ir aprašykite tikslą, vandens telkinį, laikotarpį ir žvejybos priemones.</li><li>Nurodykite atsakingą asmenį ir žvejosiančius asmenis.</li><li>Pateikite prašymą; baigę žvejybą pateikite rezultatų ataskaitą.</li></ol>',
      documents:
        '<ul><li>Tyrimų ar darbų programa.</li><li>Žvejosiančių asmenų sąrašas.</li><li>Žvejybos priemonių aprašas.</li><li>Vandens telkinio naudotojo sutikimas, jei telkinys išnuomotas.</li></ul>',
      legalBasis: COMMERCIAL_FISHING_LAW.lt.replace('verslinę žvejybą', 'specialiąją žvejybą'),
    },
    en: {
      title: 'Special fishing',
      description:
        '<p>A permit to fish for research, fish stock monitoring, fish farming (catching broodstock) or to reduce invasive and unwanted species. Where needed, it may allow fishing in closed seasons or with gear that is otherwise banned.</p>',
      price: FREE.en,
      whoNeedsIt:
        '<ul><li>Research and higher education institutions.</li><li>Fish farms and hatcheries.</li><li>Users of water bodies and environmental authorities managing fish stocks.</li></ul>',
      howToApply:
        '<ol><li>Choose the “L07” application and describe the purpose, water body, period and gear.</li><li>Name the person in charge and those who will fish.</li><li>Submit the application; when the fishing is over, submit a report of the results.</li></ol>',
      documents:
        '<ul><li>The research or work programme.</li><li>A list of the persons who will fish.</li><li>A description of the fishing gear.</li><li>The consent of the user of the water body if it is leased.</li></ul>',
      legalBasis: COMMERCIAL_FISHING_LAW.en.replace('commercial fishing', 'special fishing'),
    },
  },
  {
    permitId: 'L08_1',
    lt: {
      title: 'Miško kirtimo leidimas',
      description:
        '<p>Leidimas reikalingas pagrindiniams – plyniesiems ir neplyniesiems – miško kirtimams ir kitiems kirtimams, kuriems nepakanka pranešimo. Leidime nurodomas kirtimo sklypas (kadastro numeris, kvartalas ir sklypo numeris), kirtimo rūšis, plotas ir tūris.</p><p>Kirtimo vietą galite pažymėti miško kirtimų žemėlapyje.</p>',
      price: FREE.lt,
      whoNeedsIt:
        '<ul><li>Privačių miškų savininkai ir jų įgalioti asmenys.</li><li>Miško darbus savininko vardu atliekančios įmonės.</li></ul>',
      howToApply:
        '<ol><li>Pasirinkite „Miško kirtimo leidimas“ ir įveskite žemės sklypo kadastro numerį.</li><li>Pasirinkite miškotvarkos kvartalą ir sklypą arba pažymėkite vietą žemėlapyje.</li><li>Nurodykite kirtimo rūšį, plotą ir numatomą tūrį.</li><li>Pateikite prašymą – apie sprendimą būsite informuoti portale.</li></ol>',
      documents:
        '<ul><li>Vidinės miškotvarkos projektas ar kitas miškotvarkos dokumentas, jei jis privalomas.</li><li>Bendraturčių sutikimas, kai miškas valdomas bendrosios nuosavybės teise.</li><li>Įgaliojimas, jei prašymą teikia atstovas.</li></ul>',
      legalBasis: FOREST_LAW.lt,
    },
    en: {
      title: 'Forest felling permit',
      description:
        '<p>A permit is needed for final fellings, both clear and non-clear, and for other fellings for which a notice is not enough. It names the felling site (cadastral number, compartment and sub-compartment), the kind of felling, the area and the volume.</p><p>You can mark the site on the forest felling map.</p>',
      price: FREE.en,
      whoNeedsIt:
        '<ul><li>Owners of private forests and persons they authorise.</li><li>Forestry companies working on an owner’s behalf.</li></ul>',
      howToApply:
        '<ol><li>Choose “Forest felling permit” and enter the cadastral number of the land plot.</li><li>Choose the compartment and sub-compartment, or mark the site on the map.</li><li>Enter the kind of felling, the area and the expected volume.</li><li>Submit the application; you will be told of the decision in the portal.</li></ol>',
      documents:
        '<ul><li>The internal forest management plan or another forest management document, where one is required.</li><li>The consent of co-owners where the forest is held in common.</li><li>A power of attorney if a representative applies.</li></ul>',
      legalBasis: FOREST_LAW.en,
    },
  },
  {
    permitId: 'L08_2',
    lt: {
      title: 'Pranešimas apie ketinimą kirsti mišką (ugdomieji ir sanitariniai kirtimai)',
      description:
        '<p>Ugdomiesiems ir sanitariniams kirtimams, taip pat vėjavartoms ir vėjalaužoms šalinti leidimo nereikia – užtenka iš anksto pranešti apie ketinimą kirsti. Pranešimo būseną matysite portale; kirsti pradėkite tik tada, kai pranešimas priimtas.</p>',
      price: FREE.lt,
      whoNeedsIt: '<p>Privačių miškų savininkai ir jų įgalioti asmenys.</p>',
      howToApply:
        '<ol><li>Pasirinkite „Pranešimas apie ketinimą kirsti mišką“ ir įveskite kadastro numerį.</li><li>Pasirinkite kirtimo rūšį ir pažymėkite vietą žemėlapyje.</li><li>Nurodykite plotą ir numatomą tūrį, pateikite pranešimą.</li></ol>',
      documents:
        '<p>Dokumentų nereikia, jei sklypui yra galiojantys miškotvarkos duomenys; kitu atveju pridėkite kirtimo vietos schemą.</p>',
      legalBasis: FOREST_LAW.lt,
    },
    en: {
      title: 'Notice of intent to fell (thinning and sanitary felling)',
      description:
        '<p>Thinning and sanitary felling, and clearing windthrown and wind-broken trees, need no permit: a notice of intent given in advance is enough. You can follow the notice in the portal; start felling only once it has been accepted.</p>',
      price: FREE.en,
      whoNeedsIt: '<p>Owners of private forests and persons they authorise.</p>',
      howToApply:
        '<ol><li>Choose “Notice of intent to fell” and enter the cadastral number.</li><li>Choose the kind of felling and mark the site on the map.</li><li>Enter the area and the expected volume and submit the notice.</li></ol>',
      documents:
        '<p>No documents are needed if valid forest management data exist for the plot; otherwise attach a sketch of the felling site.</p>',
      legalBasis: FOREST_LAW.en,
    },
  },
  {
    permitId: 'L08_3',
    lt: {
      title: 'Pranešimas apie ketinimą kirsti mišką savo reikmėms',
      description:
        '<p>Pranešimas teikiamas, kai miško savininkas ketina savo reikmėms, pvz., malkoms, iškirsti pavienius medžius. Per metus galima iškirsti ne daugiau kaip 3 m³ vienam hektarui miško ir ne daugiau kaip 15 m³ iš viso.</p>',
      price: FREE.lt,
      whoNeedsIt: '<p>Privačių miškų savininkai, kertantys medžius savo reikmėms.</p>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L08.3“ ir įveskite sklypo kadastro numerį.</li><li>Įrašykite planuojamą tūrį – portalas patikrins, ar neviršijama 3 m³/ha ir 15 m³ riba.</li><li>Pateikite pranešimą.</li></ol>',
      documents: '<p>Dokumentų nereikia.</p>',
      legalBasis: FOREST_LAW.lt,
    },
    en: {
      title: 'Notice of intent to fell trees for own use',
      description:
        '<p>Give this notice when, as a forest owner, you intend to fell single trees for your own use, such as firewood. In a year you may fell no more than 3 m³ per hectare of forest and no more than 15 m³ in total.</p>',
      price: FREE.en,
      whoNeedsIt: '<p>Owners of private forests felling trees for their own use.</p>',
      howToApply:
        '<ol><li>Choose the “L08.3” application and enter the cadastral number of the plot.</li><li>Enter the planned volume; the portal checks the 3 m³/ha and 15 m³ limits.</li><li>Submit the notice.</li></ol>',
      documents: '<p>No documents are needed.</p>',
      legalBasis: FOREST_LAW.en,
    },
  },
  {
    permitId: 'L09',
    lt: {
      title: 'Taršos integruotos prevencijos ir kontrolės (TIPK) leidimas',
      description:
        '<p>TIPK leidimas reikalingas didelių pajėgumų įrenginiams, kurių veikla gali reikšmingai teršti aplinką: kuro deginimo, metalų gamybos ir apdirbimo, mineralinių medžiagų, chemijos pramonės, atliekų tvarkymo įrenginiams, intensyviam paukščių ir kiaulių auginimui.</p><p>Leidime nustatomos išmetamų teršalų ribinės vertės, stebėsenos ir ataskaitų reikalavimai, remiantis geriausiais prieinamais gamybos būdais (GPGB).</p>',
      price: FREE.lt,
      whoNeedsIt:
        '<ul><li>Kuro deginimo įrenginių, kurių vardinė šiluminė galia 50 MW ar didesnė, operatoriai.</li><li>Kiaulių kompleksai, turintys daugiau kaip 2 000 vietų penimoms kiaulėms, ir paukštynai, turintys daugiau kaip 40 000 vietų paukščiams.</li><li>Kiti pramonės ir atliekų tvarkymo įrenginiai, kurių pajėgumai viršija nustatytas ribas.</li></ul>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L09“ ir nurodykite įrenginį bei jo vietą.</li><li>Užpildykite paraiškos dalis apie žaliavas, gamybos procesus, išmetamus teršalus, atliekas ir triukšmą.</li><li>Pridėkite dokumentus ir pateikite paraišką.</li><li>Paraiška skelbiama visuomenei susipažinti, sprendimą priima Aplinkos apsaugos agentūra.</li></ol>',
      documents:
        '<ul><li>Įrenginio aprašymas ir situacijos planas.</li><li>Išmetamų teršalų ir jų sklaidos skaičiavimai.</li><li>Atitikties GPGB išvadoms vertinimas.</li><li>Aplinkos monitoringo programa.</li><li>Poveikio aplinkai vertinimo sprendimas ar atrankos išvada, jei taikoma.</li></ul>',
      legalBasis:
        '<p>Lietuvos Respublikos aplinkos apsaugos įstatymas, Europos Sąjungos pramoninių išmetamųjų teršalų direktyvą perkeliantys teisės aktai ir TIPK leidimų išdavimo taisyklės.</p>',
    },
    en: {
      title: 'Integrated pollution prevention and control (IPPC) permit',
      description:
        '<p>An IPPC permit is needed for large installations whose activity may pollute the environment significantly: combustion plants, metal production and processing, minerals, chemicals, waste management, and intensive rearing of poultry and pigs.</p><p>The permit sets emission limit values and monitoring and reporting requirements based on the best available techniques (BAT).</p>',
      price: FREE.en,
      whoNeedsIt:
        '<ul><li>Operators of combustion plants with a rated thermal input of 50 MW or more.</li><li>Pig farms with more than 2,000 places for production pigs and poultry farms with more than 40,000 places for poultry.</li><li>Other industrial and waste installations above the set capacity thresholds.</li></ul>',
      howToApply:
        '<ol><li>Choose the “L09” application and name the installation and its site.</li><li>Fill in the parts on raw materials, processes, emissions, waste and noise.</li><li>Attach the documents and submit the application.</li><li>The application is published for the public to comment on; the Environmental Protection Agency decides.</li></ol>',
      documents:
        '<ul><li>A description of the installation and a site plan.</li><li>Calculations of emissions and their dispersion.</li><li>An assessment of compliance with the BAT conclusions.</li><li>An environmental monitoring programme.</li><li>An environmental impact assessment decision or screening conclusion, where applicable.</li></ul>',
      legalBasis:
        '<p>The Law on Environmental Protection of the Republic of Lithuania, the legal acts transposing the EU Industrial Emissions Directive and the rules for issuing IPPC permits.</p>',
    },
  },
  {
    permitId: 'L10',
    lt: {
      title: 'Taršos leidimas',
      description:
        '<p>Taršos leidimas reikalingas įrenginiams, kuriems nereikia TIPK leidimo, tačiau kurie išmeta teršalus į aplinkos orą, išleidžia nuotekas į aplinką ar tvarko atliekas didesniais nei nustatyta kiekiais, pvz., katilinėms, dažymo cechams, nuotekų valykloms ar atliekų surinkimo aikštelėms.</p>',
      price: FREE.lt,
      whoNeedsIt: '<p>Įmonės ir įstaigos, eksploatuojančios tokius įrenginius.</p>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L10“ ir nurodykite įrenginį.</li><li>Aprašykite taršos šaltinius, išmetamus teršalus ir nuotekas.</li><li>Pridėkite dokumentus ir pateikite paraišką.</li></ol>',
      documents:
        '<ul><li>Įrenginio aprašymas ir situacijos planas.</li><li>Teršalų išmetimo ir nuotekų išleidimo skaičiavimai.</li><li>Aplinkos monitoringo programa, jei ji privaloma.</li></ul>',
      legalBasis:
        '<p>Lietuvos Respublikos aplinkos apsaugos įstatymas ir taršos leidimų išdavimo taisyklės.</p>',
    },
    en: {
      title: 'Pollution permit',
      description:
        '<p>A pollution permit is needed for installations that do not need an IPPC permit but emit pollutants to air, discharge waste water to the environment or handle waste above the set amounts, such as boiler houses, paint shops, waste water treatment plants or waste collection sites.</p>',
      price: FREE.en,
      whoNeedsIt: '<p>Companies and institutions operating such installations.</p>',
      howToApply:
        '<ol><li>Choose the “L10” application and name the installation.</li><li>Describe the sources of pollution, the emissions and the waste water.</li><li>Attach the documents and submit the application.</li></ol>',
      documents:
        '<ul><li>A description of the installation and a site plan.</li><li>Calculations of emissions and discharges.</li><li>An environmental monitoring programme where one is required.</li></ul>',
      legalBasis:
        '<p>The Law on Environmental Protection of the Republic of Lithuania and the rules for issuing pollution permits.</p>',
    },
  },
  {
    permitId: 'L11',
    lt: {
      title: 'Žemės gelmių tyrimas',
      description:
        '<p>Leidimas reikalingas geologiniams tyrimams: naudingųjų iškasenų – smėlio, žvyro, durpių, dolomito, molio – paieškai ir žvalgybai, požeminio vandens, geoterminės energijos ir kitiems žemės gelmių tyrimams. Leidimus išduoda Lietuvos geologijos tarnyba.</p>',
      price: 'Valstybės rinkliava – 50,00 € (demonstracinė kaina)',
      whoNeedsIt:
        '<p>Įmonės, turinčios teisę atlikti geologinius tyrimus, ir užsakovai, planuojantys naudingųjų iškasenų gavybą.</p>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L11“ ir nurodykite tyrimų tikslą.</li><li>Pažymėkite tyrimų plotą žemėlapyje arba įveskite koordinates (LKS-94).</li><li>Pridėkite dokumentus ir pateikite prašymą.</li></ol>',
      documents:
        '<ul><li>Geologinio tyrimo projektas.</li><li>Tyrimų ploto schema su koordinatėmis.</li><li>Žemės savininko sutikimas, jei tyrimai atliekami svetimoje žemėje.</li></ul>',
      legalBasis: SUBSURFACE_LAW.lt,
    },
    en: {
      title: 'Exploring the earth’s depths',
      description:
        '<p>A permit is needed for geological exploration: prospecting for and exploring minerals such as sand, gravel, peat, dolomite or clay, and investigating groundwater, geothermal energy and other subsurface resources. Permits are issued by the Lithuanian Geological Survey.</p>',
      price: 'State fee €50.00 (demo price)',
      whoNeedsIt:
        '<p>Companies entitled to carry out geological exploration, and clients planning to extract minerals.</p>',
      howToApply:
        '<ol><li>Choose the “L11” application and state the purpose of the exploration.</li><li>Mark the area on the map or enter its coordinates (LKS-94).</li><li>Attach the documents and submit the application.</li></ol>',
      documents:
        '<ul><li>The geological exploration project.</li><li>A sketch of the area with coordinates.</li><li>The landowner’s consent if the work is done on someone else’s land.</li></ul>',
      legalBasis: SUBSURFACE_LAW.en,
    },
  },
  {
    permitId: 'L12',
    lt: {
      title: 'Žemės gelmių išteklių ir ertmių naudojimas',
      description:
        '<p>Leidimas naudoti žemės gelmių išteklius – kasti smėlį, žvyrą, durpes ar dolomitą, išgauti naftą, naudoti požeminį vandenį – ar žemės gelmių ertmes, pvz., požeminėms dujų saugykloms.</p>',
      price:
        'Valstybės rinkliava – 80,00 € (demonstracinė kaina); už išgautus išteklius mokamas mokestis už valstybinius gamtos išteklius',
      whoNeedsIt:
        '<p>Įmonės, planuojančios eksploatuoti išžvalgytą telkinį ar naudoti žemės gelmių ertmes.</p>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L12“ ir nurodykite telkinį ar ertmę.</li><li>Aprašykite planuojamą naudojimą ir kiekius.</li><li>Pridėkite dokumentus ir pateikite prašymą.</li></ol>',
      documents:
        '<ul><li>Telkinio žvalgybos ataskaita ir išteklių aprobavimo dokumentai.</li><li>Kasybos ar naudojimo projektas.</li><li>Žemės sklypo nuosavybės ar naudojimo dokumentai.</li><li>Poveikio aplinkai vertinimo sprendimas, jei taikomas.</li></ul>',
      legalBasis: `${SUBSURFACE_LAW.lt}<p>Taip pat Lietuvos Respublikos mokesčio už valstybinius gamtos išteklius įstatymas.</p>`,
    },
    en: {
      title: 'Use of subsurface resources and cavities',
      description:
        '<p>A permit to use subsurface resources – to extract sand, gravel, peat or dolomite, to produce oil or to abstract groundwater – or subsurface cavities, for example for underground gas storage.</p>',
      price: 'State fee €80.00 (demo price); a tax on state natural resources is paid on what is extracted',
      whoNeedsIt: '<p>Companies planning to work an explored deposit or to use subsurface cavities.</p>',
      howToApply:
        '<ol><li>Choose the “L12” application and name the deposit or cavity.</li><li>Describe the planned use and the quantities.</li><li>Attach the documents and submit the application.</li></ol>',
      documents:
        '<ul><li>The exploration report of the deposit and the approval of its reserves.</li><li>The mining or use project.</li><li>Documents on ownership or use of the land plot.</li><li>An environmental impact assessment decision, where applicable.</li></ul>',
      legalBasis: `${SUBSURFACE_LAW.en}<p>Also the Law on the Tax on State Natural Resources of the Republic of Lithuania.</p>`,
    },
  },
  {
    permitId: 'L13',
    lt: {
      title: 'Pavojingųjų atliekų tvarkymo licencija',
      description:
        '<p>Licencija reikalinga įmonėms, kurios surenka, veža, laiko, apdoroja, naudoja ar šalina pavojingąsias atliekas, pvz., naudotą alyvą, akumuliatorius, užterštą gruntą ar chemines medžiagas. Licencijoje nurodomos atliekos pagal atliekų sąrašo kodus, tvarkymo veiklos ir didžiausi kiekiai.</p>',
      price: 'Valstybės rinkliava – 60,00 € (demonstracinė kaina)',
      whoNeedsIt:
        '<ul><li>Atliekų tvarkymo įmonės.</li><li>Įmonės, pačios apdorojančios savo pavojingąsias atliekas.</li></ul>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L13“ ir nurodykite veiklos vietą.</li><li>Įrašykite atliekas, tvarkymo veiklas ir kiekius.</li><li>Pridėkite dokumentus ir pateikite prašymą.</li></ol>',
      documents:
        '<ul><li>Atliekų naudojimo ar šalinimo techninis reglamentas.</li><li>Už pavojingųjų atliekų tvarkymą atsakingų darbuotojų mokymo pažymėjimai.</li><li>Finansinių garantijų (laidavimo ar draudimo) dokumentas.</li><li>Taršos ar TIPK leidimas, jei jis privalomas.</li><li>Avarijų prevencijos ir likvidavimo planas.</li></ul>',
      legalBasis:
        '<p>Lietuvos Respublikos atliekų tvarkymo įstatymas ir pavojingųjų atliekų tvarkymo licencijavimo taisyklės.</p>',
    },
    en: {
      title: 'Hazardous waste licence',
      description:
        '<p>A licence is needed by companies that collect, transport, store, treat, recover or dispose of hazardous waste, such as used oil, batteries, contaminated soil or chemicals. It lists the wastes by their codes in the list of wastes, the operations and the maximum quantities.</p>',
      price: 'State fee €60.00 (demo price)',
      whoNeedsIt:
        '<ul><li>Waste management companies.</li><li>Companies treating their own hazardous waste.</li></ul>',
      howToApply:
        '<ol><li>Choose the “L13” application and name the site.</li><li>Enter the wastes, operations and quantities.</li><li>Attach the documents and submit the application.</li></ol>',
      documents:
        '<ul><li>The technical regulation for recovering or disposing of the waste.</li><li>Training certificates of the staff responsible for hazardous waste.</li><li>A financial guarantee (surety or insurance).</li><li>A pollution or IPPC permit where one is required.</li><li>An accident prevention and response plan.</li></ul>',
      legalBasis:
        '<p>The Law on Waste Management of the Republic of Lithuania and the rules for licensing hazardous waste management.</p>',
    },
  },
  {
    permitId: 'L14_1',
    lt: {
      title: 'Prašymas išduoti plombą tinklinėms žvejybos priemonėms',
      description:
        '<p>Verslinėje žvejyboje naudojami statomieji tinklai, gaudyklės ir venteriai turi būti paženklinti plombomis. Prašyme nurodykite kiekvienos priemonės tipą, spalvą, medžiagą, ilgį ir aukštį, akių dydį, kabliukų skaičių (jei yra) ir kur norite atsiimti plombas.</p>',
      price: 'Viena plomba – 1,20 € (demonstracinė kaina)',
      whoNeedsIt: '<p>Verslinės žvejybos leidimą (L04) turintys žvejai ir įmonės.</p>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L14.1“.</li><li>Įrašykite žvejybos priemones ir reikalingų plombų skaičių.</li><li>Pasirinkite plombų atsiėmimo vietą ir pateikite prašymą.</li></ol>',
      documents: '<p>Dokumentų nereikia – priemonių duomenys įrašomi prašyme.</p>',
      legalBasis: COMMERCIAL_FISHING_LAW.lt,
    },
    en: {
      title: 'Request for a seal for net gear',
      description:
        '<p>Gill nets, traps and fyke nets used in commercial fishing must carry seals. In the request, give each item’s type, colour, material, length and height, mesh size, number of hooks (if any) and where you want to collect the seals.</p>',
      price: '€1.20 per seal (demo price)',
      whoNeedsIt: '<p>Fishers and companies holding a commercial fishing permit (L04).</p>',
      howToApply:
        '<ol><li>Choose the “L14.1” application.</li><li>Enter the fishing gear and the number of seals you need.</li><li>Choose where to collect the seals and submit the request.</li></ol>',
      documents: '<p>No documents are needed: the gear details are entered in the request.</p>',
      legalBasis: COMMERCIAL_FISHING_LAW.en,
    },
  },
  {
    permitId: 'L14_2',
    lt: {
      title: 'Pranešimas apie plombos ar tinklo praradimą',
      description:
        '<p>Jei pametėte plombą ar žvejybos priemonę, pvz., tinklą nunešė srovė ar ledas, nedelsdami apie tai praneškite. Nurodykite priemonės ir plombos duomenis, praradimo vietą, laiką ir aplinkybes.</p><p>Pranešimas padeda surasti prarastus tinklus, kurie toliau gaudo žuvis, ir apsaugo jus nuo atsakomybės, jei tinklas bus rastas.</p>',
      price: FREE.lt,
      whoNeedsIt: '<p>Verslinės žvejybos leidimų turėtojai.</p>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L14.2“.</li><li>Nurodykite prarastą priemonę ar plombą ir aplinkybes.</li><li>Pateikite pranešimą.</li></ol>',
      documents: '<p>Dokumentų nereikia; jei turite, pridėkite nuotraukų ar vietos schemą.</p>',
      legalBasis: COMMERCIAL_FISHING_LAW.lt,
    },
    en: {
      title: 'Notice of loss of a seal or net',
      description:
        '<p>If you lose a seal or a piece of gear – a net carried away by the current or by ice, for example – report it straight away. Give the details of the gear and the seal, and where, when and how it was lost.</p><p>The notice helps to find lost nets that keep catching fish, and protects you from liability if the net is found.</p>',
      price: FREE.en,
      whoNeedsIt: '<p>Holders of commercial fishing permits.</p>',
      howToApply:
        '<ol><li>Choose the “L14.2” application.</li><li>Name the lost gear or seal and the circumstances.</li><li>Submit the notice.</li></ol>',
      documents:
        '<p>No documents are needed; attach photographs or a sketch of the place if you have them.</p>',
      legalBasis: COMMERCIAL_FISHING_LAW.en,
    },
  },
  {
    permitId: 'L16_1',
    lt: {
      title: 'Leidimas mokyti dirbti su fluorintosiomis šiltnamio efektą sukeliančiomis dujomis',
      description:
        '<p>Leidimas mokymo teikėjams vykdyti asmenų, dirbančių su fluorintosiomis šiltnamio efektą sukeliančiomis dujomis (F dujomis), mokymo programas (kodai FD-01–FD-04): stacionariosios šaldymo, oro kondicionavimo ir šilumos siurblių įrangos, transporto priemonių oro kondicionierių ir kitos įrangos srityse.</p>',
      price: FREE.lt,
      whoNeedsIt:
        '<p>Profesinio mokymo įstaigos, įmonės ir kitos organizacijos, rengiančios šaldymo ir kondicionavimo įrangos technikus.</p>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L16.1“.</li><li>Nurodykite mokymo programas, instruktorius, patalpas ir materialinius išteklius.</li><li>Pridėkite dokumentus ir pateikite prašymą.</li></ol>',
      documents:
        '<ul><li>Mokymo programos.</li><li>Instruktorių sąrašas su išsilavinimą ir kvalifikaciją patvirtinančiais dokumentais.</li><li>Mokymo patalpų aprašas (adresas, patalpų numeriai).</li><li>Įrangos ir prietaisų sąrašas.</li></ul>',
      legalBasis: FGAS_LAW.lt,
    },
    en: {
      title: 'Training-provider permit for fluorinated greenhouse gas programmes',
      description:
        '<p>A permit for training providers to run training programmes (codes FD-01 to FD-04) for people working with fluorinated greenhouse gases (F-gases): stationary refrigeration, air-conditioning and heat pump equipment, vehicle air-conditioning and other equipment.</p>',
      price: FREE.en,
      whoNeedsIt:
        '<p>Vocational schools, companies and other organisations training refrigeration and air-conditioning technicians.</p>',
      howToApply:
        '<ol><li>Choose the “L16.1” application.</li><li>Enter the programmes, instructors, premises and material resources.</li><li>Attach the documents and submit the application.</li></ol>',
      documents:
        '<ul><li>The training programmes.</li><li>A list of instructors with proof of their education and qualifications.</li><li>A description of the premises (address, room numbers).</li><li>A list of equipment and instruments.</li></ul>',
      legalBasis: FGAS_LAW.en,
    },
  },
  {
    permitId: 'L16_2',
    lt: {
      title: 'Asmens kvalifikacijos pažymėjimas darbui su fluorintosiomis dujomis',
      description:
        '<p>Pažymėjimas suteikia teisę montuoti, prižiūrėti, remontuoti, tikrinti sandarumą ar išmontuoti įrangą, kurioje yra F dujų, ir surinkti šias dujas. Jis išduodamas pagal kategorijas, įgytas išlaikius egzaminą pas mokymo teikėją. Kitoje ES valstybėje išduotą pažymėjimą galima pripažinti.</p>',
      price: FREE.lt,
      whoNeedsIt:
        '<p>Šaldymo, oro kondicionavimo ir šilumos siurblių technikai, transporto priemonių kondicionierių meistrai.</p>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L16.2“.</li><li>Nurodykite įgytas kategorijas ir egzamino duomenis.</li><li>Pridėkite dokumentus ir pateikite prašymą.</li></ol>',
      documents:
        '<ul><li>Mokymo teikėjo išduotas egzamino išlaikymo dokumentas.</li><li>Kitoje ES valstybėje išduoto pažymėjimo kopija, jei prašote jį pripažinti.</li></ul>',
      legalBasis: FGAS_LAW.lt,
    },
    en: {
      title: 'Individual certificate for work with fluorinated gases',
      description:
        '<p>The certificate entitles you to install, service, repair, leak-check or dismantle equipment containing F-gases and to recover the gases. It is issued for the categories gained by passing an exam with a training provider. A certificate issued in another EU country can be recognised.</p>',
      price: FREE.en,
      whoNeedsIt:
        '<p>Refrigeration, air-conditioning and heat pump technicians, and vehicle air-conditioning mechanics.</p>',
      howToApply:
        '<ol><li>Choose the “L16.2” application.</li><li>Enter the categories gained and the exam details.</li><li>Attach the documents and submit the application.</li></ol>',
      documents:
        '<ul><li>The training provider’s proof that you passed the exam.</li><li>A copy of a certificate issued in another EU country if you ask for it to be recognised.</li></ul>',
      legalBasis: FGAS_LAW.en,
    },
  },
  {
    permitId: 'L16_3',
    lt: {
      title: 'Fluorintųjų dujų tvarkymo pažymėjimas (atestatas)',
      description:
        '<p>Atestatas išduodamas įmonėms, kurios kitų užsakymu montuoja, prižiūri, remontuoja ar išmontuoja įrangą su F dujomis. Įmonėje turi dirbti darbuotojai, turintys galiojančius asmens kvalifikacijos pažymėjimus (L16.2), ir ji turi turėti reikiamus įrankius.</p><p>I tipo atvejis – įmonėje dirba vienas toks darbuotojas, II tipo – du ar daugiau.</p>',
      price: FREE.lt,
      whoNeedsIt:
        '<p>Įmonės ir savarankiškai dirbantys asmenys, teikiantys šaldymo, oro kondicionavimo ir šilumos siurblių įrangos paslaugas.</p>',
      howToApply:
        '<ol><li>Pasirinkite prašymą „L16.3“ ir atvejo tipą.</li><li>Įrašykite darbuotojus ir jų pažymėjimų numerius.</li><li>Pridėkite dokumentus ir pateikite prašymą.</li></ol>',
      documents:
        '<ul><li>Darbuotojų sąrašas su asmens kodais ir pažymėjimų numeriais.</li><li>Naudojamų įrankių ir prietaisų (sandarumo tikrinimo, dujų surinkimo įrangos) sąrašas.</li><li>Įgaliojimas, jei prašymą teikia atstovas.</li></ul>',
      legalBasis: FGAS_LAW.lt,
    },
    en: {
      title: 'Fluorinated gas handling certificate (company attestation)',
      description:
        '<p>The attestation is issued to companies that install, service, repair or dismantle F-gas equipment for others. The company must employ staff with valid individual certificates (L16.2) and have the tools needed.</p><p>Type I: the company has one such employee; type II: two or more.</p>',
      price: FREE.en,
      whoNeedsIt:
        '<p>Companies and self-employed persons providing services for refrigeration, air-conditioning and heat pump equipment.</p>',
      howToApply:
        '<ol><li>Choose the “L16.3” application and the type.</li><li>Enter the employees and their certificate numbers.</li><li>Attach the documents and submit the application.</li></ol>',
      documents:
        '<ul><li>A list of employees with their personal codes and certificate numbers.</li><li>A list of tools and instruments (leak detection and gas recovery equipment).</li><li>A power of attorney if a representative applies.</li></ul>',
      legalBasis: FGAS_LAW.en,
    },
  },
];
