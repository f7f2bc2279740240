// ----------------------------------------------------------------------
// The alias table (docs/decisions/0047-entities-method.md): names that no
// gazetteer ships in every language we read, written once here. Each row is
// one entity and the spellings that are it, in any script: "Macron",
// "Emmanuel Macron" and "ماكرون" are one person. A spelling is matched on
// the same key as the text (accents folded, Arabic normalized), so it is
// written as a reader would write it. Places of this table resolve through
// the gazetteer by their GeoNames id or country code, never here.

export type EntityKind = 'person' | 'org' | 'place';

export interface AliasRow {
  kind: EntityKind;
  /** The canonical name, as the panels show it. */
  name: string;
  /** Every spelling that is this entity (the canonical name need not be repeated). */
  aliases: readonly string[];
  /** Places: ISO 3166-1 alpha-2 of the country (with `city`, a city of it). */
  country?: string;
  /** Places: the city's GeoNames id (its coordinates come from the gazetteer). */
  city?: number;
}

export const ALIASES: readonly AliasRow[] = [
  // People in the news across languages (surname alone included where it is unambiguous in the news).
  { kind: 'person', name: 'Emmanuel Macron', aliases: ['Macron', 'إيمانويل ماكرون', 'ماكرون'] },
  { kind: 'person', name: 'Donald Trump', aliases: ['Trump', 'دونالد ترامب', 'ترامب', 'ترمب'] },
  { kind: 'person', name: 'Joe Biden', aliases: ['Biden', 'جو بايدن', 'بايدن'] },
  {
    kind: 'person',
    name: 'Vladimir Putin',
    aliases: ['Putin', 'Poutine', 'Vladimir Poutine', 'Wladimir Putin', 'Vladímir Putin', 'فلاديمير بوتين', 'بوتين'],
  },
  {
    kind: 'person',
    name: 'Volodymyr Zelensky',
    aliases: [
      'Zelensky',
      'Zelenskyy',
      'Zelenski',
      'Selenskyj',
      'Wolodymyr Selenskyj',
      'Volodímir Zelenski',
      'زيلينسكي',
      'فولوديمير زيلينسكي',
    ],
  },
  { kind: 'person', name: 'Xi Jinping', aliases: ['شي جين بينغ'] },
  { kind: 'person', name: 'Olaf Scholz', aliases: ['Scholz', 'أولاف شولتس', 'شولتس'] },
  { kind: 'person', name: 'Friedrich Merz', aliases: ['Merz', 'فريدريش ميرتس', 'ميرتس'] },
  { kind: 'person', name: 'Pedro Sánchez', aliases: ['بيدرو سانشيز'] },
  { kind: 'person', name: 'Giorgia Meloni', aliases: ['Meloni', 'جورجيا ميلوني', 'ميلوني'] },
  {
    kind: 'person',
    name: 'Benjamin Netanyahu',
    aliases: ['Netanyahu', 'Netanyahou', 'Benyamin Netanyahou', 'Netanjahu', 'بنيامين نتنياهو', 'نتنياهو'],
  },
  { kind: 'person', name: 'Recep Tayyip Erdoğan', aliases: ['Erdogan', 'Erdoğan', 'Recep Tayyip Erdogan', 'رجب طيب أردوغان', 'أردوغان'] },
  { kind: 'person', name: 'Luiz Inácio Lula da Silva', aliases: ['Lula', 'Lula da Silva', 'لولا دا سيلفا', 'لولا'] },
  { kind: 'person', name: 'Keir Starmer', aliases: ['Starmer', 'كير ستارمر', 'ستارمر'] },
  { kind: 'person', name: 'Ursula von der Leyen', aliases: ['von der Leyen', 'أورسولا فون دير لاين', 'فون دير لاين'] },
  { kind: 'person', name: 'António Guterres', aliases: ['Guterres', 'Antonio Guterres', 'أنطونيو غوتيريش', 'غوتيريش'] },
  {
    kind: 'person',
    name: 'Pope Francis',
    aliases: ['pape François', 'papa Francisco', 'Papst Franziskus', 'papa Francesco', 'البابا فرنسيس'],
  },
  { kind: 'person', name: 'Mohammed bin Salman', aliases: ['محمد بن سلمان'] },
  { kind: 'person', name: 'Abdel Fattah el-Sisi', aliases: ['Sisi', 'al-Sisi', 'el-Sisi', 'عبد الفتاح السيسي', 'السيسي'] },
  { kind: 'person', name: 'Elon Musk', aliases: ['Musk', 'إيلون ماسك', 'ماسك'] },
  // Organizations whose name changes with the language.
  {
    kind: 'org',
    name: 'United Nations',
    aliases: [
      'UN',
      'U.N.',
      'ONU',
      'Nations unies',
      'Organisation des Nations unies',
      'Naciones Unidas',
      'Vereinte Nationen',
      'Nações Unidas',
      'Nazioni Unite',
      'الأمم المتحدة',
    ],
  },
  {
    kind: 'org',
    name: 'European Union',
    aliases: [
      'EU',
      'E.U.',
      'UE',
      'Union européenne',
      'Unión Europea',
      'Europäische Union',
      'União Europeia',
      'Unione europea',
      'الاتحاد الأوروبي',
    ],
  },
  {
    kind: 'org',
    name: 'European Commission',
    aliases: [
      'Commission européenne',
      'Comisión Europea',
      'Europäische Kommission',
      'Comissão Europeia',
      'Commissione europea',
      'المفوضية الأوروبية',
    ],
  },
  { kind: 'org', name: 'NATO', aliases: ['OTAN', 'Nato', 'حلف شمال الأطلسي', 'الناتو', 'حلف الناتو'] },
  {
    kind: 'org',
    name: 'World Health Organization',
    aliases: [
      'WHO',
      'OMS',
      'Organisation mondiale de la santé',
      'Organización Mundial de la Salud',
      'Weltgesundheitsorganisation',
      'Organização Mundial da Saúde',
      'Organizzazione mondiale della sanità',
      'منظمة الصحة العالمية',
    ],
  },
  {
    kind: 'org',
    name: 'International Monetary Fund',
    aliases: [
      'IMF',
      'FMI',
      'Fonds monétaire international',
      'Fondo Monetario Internacional',
      'Internationaler Währungsfonds',
      'IWF',
      'Fundo Monetário Internacional',
      'Fondo monetario internazionale',
      'صندوق النقد الدولي',
    ],
  },
  { kind: 'org', name: 'World Bank', aliases: ['Banque mondiale', 'Banco Mundial', 'Weltbank', 'Banca mondiale', 'البنك الدولي'] },
  {
    kind: 'org',
    name: 'European Central Bank',
    aliases: [
      'ECB',
      'BCE',
      'EZB',
      'Banque centrale européenne',
      'Banco Central Europeo',
      'Europäische Zentralbank',
      'Banco Central Europeu',
      'Banca centrale europea',
      'البنك المركزي الأوروبي',
    ],
  },
  { kind: 'org', name: 'Federal Reserve', aliases: ['Fed', 'Réserve fédérale', 'Reserva Federal', 'الاحتياطي الفيدرالي'] },
  { kind: 'org', name: 'Hamas', aliases: ['حماس', 'حركة حماس'] },
  { kind: 'org', name: 'Hezbollah', aliases: ['Hizbollah', 'Hisbollah', 'Hezbolá', 'حزب الله'] },
  {
    kind: 'org',
    name: 'African Union',
    aliases: ['Union africaine', 'Unión Africana', 'Afrikanische Union', 'União Africana', 'Unione africana', 'الاتحاد الأفريقي'],
  },
  {
    kind: 'org',
    name: 'Arab League',
    aliases: ['Ligue arabe', 'Liga Árabe', 'Arabische Liga', 'Lega araba', 'جامعة الدول العربية', 'الجامعة العربية'],
  },
  { kind: 'org', name: 'OPEC', aliases: ['OPEP', 'أوبك'] },
  { kind: 'org', name: 'Red Cross', aliases: ['Croix-Rouge', 'Cruz Roja', 'Rotes Kreuz', 'Cruz Vermelha', 'Croce Rossa', 'الصليب الأحمر'] },
  // Places whose Arabic (or other) names the city gazetteer does not ship.
  { kind: 'place', name: 'Paris', aliases: ['باريس'], country: 'FR', city: 2988507 },
  { kind: 'place', name: 'London', aliases: ['Londres', 'Londra', 'لندن'], country: 'GB', city: 2643743 },
  { kind: 'place', name: 'Washington', aliases: ['Washington, D.C.', 'واشنطن'], country: 'US', city: 4140963 },
  { kind: 'place', name: 'New York City', aliases: ['New York', 'Nueva York', 'Nova Iorque', 'نيويورك'], country: 'US', city: 5128581 },
  { kind: 'place', name: 'Berlin', aliases: ['Berlín', 'Berlino', 'برلين'], country: 'DE', city: 2950159 },
  { kind: 'place', name: 'Madrid', aliases: ['مدريد'], country: 'ES', city: 3117735 },
  { kind: 'place', name: 'Rome', aliases: ['Roma', 'Rom', 'روما'], country: 'IT', city: 3169070 },
  { kind: 'place', name: 'Brussels', aliases: ['Bruxelles', 'Bruselas', 'Brüssel', 'Bruxelas', 'بروكسل'], country: 'BE', city: 2800866 },
  { kind: 'place', name: 'Moscow', aliases: ['Moscou', 'Moscú', 'Moskau', 'Moscovo', 'Mosca', 'موسكو'], country: 'RU', city: 524901 },
  { kind: 'place', name: 'Kyiv', aliases: ['Kiev', 'Kiew', 'Kyïv', 'كييف'], country: 'UA', city: 703448 },
  { kind: 'place', name: 'Beijing', aliases: ['Pékin', 'Pekín', 'Peking', 'Pequim', 'Pechino', 'بكين'], country: 'CN', city: 1816670 },
  { kind: 'place', name: 'Cairo', aliases: ['Le Caire', 'El Cairo', 'Kairo', 'Il Cairo', 'القاهرة'], country: 'EG', city: 360630 },
  { kind: 'place', name: 'Jerusalem', aliases: ['Jérusalem', 'Jerusalén', 'Gerusalemme', 'القدس'], country: 'IL', city: 281184 },
  { kind: 'place', name: 'Gaza', aliases: ['Gaza City', 'غزة', 'قطاع غزة'], country: 'PS', city: 281133 },
  { kind: 'place', name: 'Beirut', aliases: ['Beyrouth', 'Beirut', 'Beirute', 'بيروت'], country: 'LB', city: 276781 },
  { kind: 'place', name: 'Damascus', aliases: ['Damas', 'Damaskus', 'Damasco', 'دمشق'], country: 'SY', city: 170654 },
  { kind: 'place', name: 'Baghdad', aliases: ['Bagdad', 'Bagdá', 'بغداد'], country: 'IQ', city: 98182 },
  { kind: 'place', name: 'Tehran', aliases: ['Téhéran', 'Teherán', 'Teheran', 'Teerã', 'طهران'], country: 'IR', city: 112931 },
  { kind: 'place', name: 'Riyadh', aliases: ['Riyad', 'Riad', 'الرياض'], country: 'SA', city: 108410 },
  { kind: 'place', name: 'Dubai', aliases: ['Dubaï', 'Dubái', 'دبي'], country: 'AE', city: 292223 },
  { kind: 'place', name: 'Doha', aliases: ['الدوحة'], country: 'QA', city: 290030 },
  { kind: 'place', name: 'Rabat', aliases: ['الرباط'], country: 'MA', city: 2538475 },
  { kind: 'place', name: 'Algiers', aliases: ['Alger', 'Argel', 'Algier', 'Algeri', 'الجزائر العاصمة'], country: 'DZ', city: 2507480 },
  { kind: 'place', name: 'Tunis', aliases: ['Túnez', 'Tunisi', 'تونس العاصمة'], country: 'TN', city: 2464470 },
  { kind: 'place', name: 'Istanbul', aliases: ['Estambul', 'Istambul', 'إسطنبول', 'اسطنبول'], country: 'TR', city: 745044 },
  { kind: 'place', name: 'Tokyo', aliases: ['Tokio', 'Tóquio', 'طوكيو'], country: 'JP', city: 1850147 },
  { kind: 'place', name: 'Geneva', aliases: ['Genève', 'Ginebra', 'Genf', 'Genebra', 'Ginevra', 'جنيف'], country: 'CH', city: 2660646 },
  { kind: 'place', name: 'Lisbon', aliases: ['Lisbonne', 'Lisboa', 'Lissabon', 'Lisbona', 'لشبونة'], country: 'PT', city: 2267057 },
];
