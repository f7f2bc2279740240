import { createHash } from 'node:crypto';

// ----------------------------------------------------------------------
// A believable newsroom for demo mode, generated from templates: 38
// outlets in English, French, Spanish, Arabic, German and Portuguese, their
// groups, ten topics,
// and an endless, deterministic stream of articles per outlet (item k of a
// source is always the same story, so the seed, the demo feed server and the
// worker agree on GUIDs). Outlets of one language cover the same story in
// the same half hour, with their own headline wording, so stories cluster.

export type DemoFormat = 'rss2' | 'rss1' | 'atom' | 'json';
export type DemoLanguage = 'en' | 'fr' | 'es' | 'ar' | 'de' | 'pt';

export interface DemoSource {
  slug: string;
  name: string;
  language: DemoLanguage;
  country: string;
  mediaType: 'newspaper' | 'broadcaster' | 'agency' | 'magazine' | 'online' | 'blog';
  reach: number;
  format: DemoFormat;
  groups: string[];
  /** Minutes between two items of the live feed. */
  periodMinutes: number;
}

/**
 * The outlets publish at a pace the seed can fill 60 days of in seconds
 * (about 320 items a day together, of which about 150 are published: see
 * `dayOutput` and `hourOutput`), so the days seeded and the days the feeds
 * keep publishing have the same density: a day of live ingestion is not a
 * spike against seeded history.
 */
const PACE = 16;

const S = (
  slug: string,
  name: string,
  language: DemoLanguage,
  country: string,
  mediaType: DemoSource['mediaType'],
  reach: number,
  format: DemoFormat,
  groups: string[],
  periodMinutes: number,
): DemoSource => ({ slug, name, language, country, mediaType, reach, format, groups, periodMinutes: periodMinutes * PACE });

export const DEMO_GROUPS = [
  { name: 'International wires', description: 'News agencies with a world-wide feed' },
  { name: 'UK & Ireland', description: 'National outlets from the UK and Ireland' },
  { name: 'Presse francophone', description: 'French-language press' },
  { name: 'Prensa hispana', description: 'Spanish-language press' },
  { name: 'Arabic press', description: 'Arabic-language outlets' },
  { name: 'Deutschsprachige Presse', description: 'German-language press (Germany, Austria, Switzerland)' },
  { name: 'Imprensa lusófona', description: 'Portuguese-language press (Portugal, Brazil)' },
  { name: 'Business desk', description: 'Economy and markets coverage' },
];

export const DEMO_SOURCES: DemoSource[] = [
  S('global-wire', 'Global Wire', 'en', 'US', 'agency', 42_000_000, 'rss2', ['International wires'], 4),
  S('atlantic-press', 'Atlantic Press Agency', 'en', 'US', 'agency', 30_000_000, 'atom', ['International wires'], 5),
  S('morning-herald', 'The Morning Herald', 'en', 'GB', 'newspaper', 18_000_000, 'rss2', ['UK & Ireland'], 6),
  S('daily-ledger', 'The Daily Ledger', 'en', 'GB', 'newspaper', 12_500_000, 'rss2', ['UK & Ireland', 'Business desk'], 7),
  S('northern-echo-times', 'Northern Echo Times', 'en', 'GB', 'newspaper', 2_100_000, 'atom', ['UK & Ireland'], 9),
  S('dublin-courier', 'Dublin Courier', 'en', 'IE', 'newspaper', 1_400_000, 'rss2', ['UK & Ireland'], 11),
  S('capital-broadcast', 'Capital Broadcast News', 'en', 'US', 'broadcaster', 25_000_000, 'json', ['International wires'], 5),
  S('market-watchtower', 'Market Watchtower', 'en', 'US', 'online', 6_800_000, 'rss2', ['Business desk'], 8),
  S('pacific-tribune', 'Pacific Tribune', 'en', 'AU', 'newspaper', 3_900_000, 'rss2', [], 10),
  S('the-civic-post', 'The Civic Post', 'en', 'CA', 'online', 2_700_000, 'json', [], 12),
  S('science-desk', 'Science Desk Weekly', 'en', 'GB', 'magazine', 900_000, 'atom', [], 15),
  S('harbour-gazette', 'Harbour Gazette', 'en', 'NZ', 'newspaper', 650_000, 'rss1', [], 14),
  S('open-ledger-blog', 'Open Ledger (blog)', 'en', 'US', 'blog', 120_000, 'rss2', ['Business desk'], 20),
  S('world-report', 'World Report Radio', 'en', 'GB', 'broadcaster', 9_000_000, 'rss2', ['International wires'], 6),
  S('le-quotidien', 'Le Quotidien', 'fr', 'FR', 'newspaper', 14_000_000, 'rss2', ['Presse francophone'], 6),
  S('la-depeche-du-soir', 'La Dépêche du Soir', 'fr', 'FR', 'newspaper', 7_200_000, 'atom', ['Presse francophone'], 8),
  S('agence-horizon', 'Agence Horizon', 'fr', 'FR', 'agency', 11_000_000, 'rss2', ['Presse francophone', 'International wires'], 5),
  S('le-courrier-de-lyon', 'Le Courrier de Lyon', 'fr', 'FR', 'newspaper', 1_800_000, 'rss2', ['Presse francophone'], 12),
  S('l-economiste', "L'Économiste", 'fr', 'FR', 'magazine', 2_300_000, 'json', ['Presse francophone', 'Business desk'], 14),
  S('radio-riviera', 'Radio Riviera', 'fr', 'MC', 'broadcaster', 700_000, 'rss2', ['Presse francophone'], 16),
  S('le-soir-de-bruxelles', 'Le Soir de Bruxelles', 'fr', 'BE', 'newspaper', 3_100_000, 'atom', ['Presse francophone'], 9),
  S('la-gazette-de-montreal', 'La Gazette de Montréal', 'fr', 'CA', 'newspaper', 2_600_000, 'rss2', ['Presse francophone'], 10),
  S('l-info-dakar', "L'Info Dakar", 'fr', 'SN', 'online', 900_000, 'rss1', ['Presse francophone'], 18),
  S('el-diario-central', 'El Diario Central', 'es', 'ES', 'newspaper', 13_000_000, 'rss2', ['Prensa hispana'], 6),
  S('agencia-meridiano', 'Agencia Meridiano', 'es', 'ES', 'agency', 8_500_000, 'atom', ['Prensa hispana', 'International wires'], 7),
  S('la-voz-de-mexico', 'La Voz de México', 'es', 'MX', 'newspaper', 9_800_000, 'rss2', ['Prensa hispana'], 8),
  S('el-observador-andino', 'El Observador Andino', 'es', 'CO', 'online', 2_200_000, 'json', ['Prensa hispana'], 12),
  S('mercados-hoy', 'Mercados Hoy', 'es', 'AR', 'online', 1_500_000, 'rss2', ['Prensa hispana', 'Business desk'], 15),
  S('al-sabah', 'Al Sabah', 'ar', 'EG', 'newspaper', 10_000_000, 'rss2', ['Arabic press'], 7),
  S('al-khabar-wire', 'Al Khabar Wire', 'ar', 'AE', 'agency', 6_000_000, 'atom', ['Arabic press', 'International wires'], 8),
  S('al-nahar-online', 'Al Nahar Online', 'ar', 'LB', 'online', 3_300_000, 'rss2', ['Arabic press'], 11),
  S('sawt-al-maghrib', 'Sawt Al Maghrib', 'ar', 'MA', 'broadcaster', 2_000_000, 'json', ['Arabic press'], 13),
  S('der-morgenkurier', 'Der Morgenkurier', 'de', 'DE', 'newspaper', 8_200_000, 'rss2', ['Deutschsprachige Presse'], 7),
  S(
    'nachrichtendienst-mitte',
    'Nachrichtendienst Mitte',
    'de',
    'DE',
    'agency',
    6_400_000,
    'atom',
    ['Deutschsprachige Presse', 'International wires'],
    8,
  ),
  S('wiener-abendblatt', 'Wiener Abendblatt', 'de', 'AT', 'newspaper', 1_900_000, 'rss2', ['Deutschsprachige Presse'], 12),
  S('folha-do-planalto', 'Folha do Planalto', 'pt', 'BR', 'newspaper', 11_000_000, 'rss2', ['Imprensa lusófona'], 6),
  S('agencia-cruzeiro', 'Agência Cruzeiro', 'pt', 'BR', 'agency', 5_200_000, 'json', ['Imprensa lusófona', 'International wires'], 9),
  S('jornal-do-atlantico', 'Jornal do Atlântico', 'pt', 'PT', 'newspaper', 2_800_000, 'atom', ['Imprensa lusófona'], 11),
];

export const DEMO_TOPICS = [
  {
    name: 'Climate & energy',
    query: 'climate OR emissions OR "renewable energy" OR climat OR clima OR المناخ OR Klimagipfel OR Klimaschutz',
    alert: 'spike' as const,
  },
  {
    name: 'Elections',
    query: 'election OR elections OR vote OR élections OR elecciones OR الانتخابات OR Wahlkampf OR eleições',
    alert: 'every' as const,
  },
  {
    name: 'Economy & markets',
    query:
      'economy OR inflation OR "interest rates" OR markets OR économie OR economía OR الاقتصاد OR Wirtschaft OR economia OR Inflation OR inflação',
    alert: 'threshold' as const,
  },
  {
    name: 'Public health',
    query: 'health OR hospital OR vaccine OR santé OR salud OR الصحة OR Krankenhaus OR Impfkampagne OR hospitais OR vacinação',
    alert: 'none' as const,
  },
  {
    name: 'Storms & floods',
    query: 'storm OR floods OR tempête OR inondations OR tormenta OR العاصفة OR Sturm OR Hochwasser OR tempestade OR enchente OR enchentes',
    alert: 'spike' as const,
  },
  {
    name: 'Technology',
    query: '"artificial intelligence" OR startup OR intitle:technology OR technologie OR tecnología OR Technologiegesetz OR tecnologia',
    alert: 'none' as const,
  },
  {
    name: 'Migration',
    query: 'migration OR refugees OR migrants OR réfugiés OR migrantes OR اللاجئين OR Flüchtlingskrise OR refugiados',
    alert: 'every' as const,
  },
  {
    name: 'Ceasefire talks',
    query: '(ceasefire OR "peace talks" OR "cessez-le-feu" OR "alto el fuego" OR Waffenruhe OR "cessar-fogo") -football',
    alert: 'threshold' as const,
  },
  {
    name: 'Sport',
    query: 'football OR championship OR olympic OR championnat OR campeonato OR Fußballmeisterschaft',
    alert: 'none' as const,
  },
  { name: 'Business desk wires', query: 'markets source:"Global Wire" OR source:"Market Watchtower"', alert: 'none' as const },
];

// ----------------------------------------------------------------------
// Story templates

interface LanguageTemplates {
  subjects: string[];
  places: string[];
  /** Headline patterns: {s} subject, {p} place. */
  headlines: string[];
  variants: string[];
  /**
   * Body sentences any story can carry: none names a topic of DEMO_TOPICS, so
   * an article matches a topic by what its own story is about (its title),
   * not by a stock sentence every story shares.
   */
  sentences: string[];
  positive: string[];
  negative: string[];
  authors: string[];
  /**
   * Sentences naming the demo's people (fictional, written after a title the
   * extraction reads) and an organization of its alias table, one per story
   * or none: the people the entity pages show (docs/decisions/0060-the-entity-page.md).
   * The same fictional names in every Latin-script language, so each is one
   * entity across them; Arabic names only the organizations (its people are
   * found through the alias table alone, docs/decisions/0047-entities-method.md).
   */
  voices: string[];
}

const T: Record<DemoLanguage, LanguageTemplates> = {
  en: {
    subjects: [
      'Storm',
      'Election campaign',
      'Central bank',
      'Hospital strike',
      'Ceasefire talks',
      'Tech startup',
      'Climate summit',
      'Refugee crisis',
      'Football championship',
      'Inflation',
      'Vaccine rollout',
      'Renewable energy plan',
      'Housing market',
      'Artificial intelligence law',
      'Flood defences',
    ],
    places: [
      'in the capital',
      'on the northern coast',
      'across Europe',
      'in the Gulf',
      'in West Africa',
      'at the border',
      'in parliament',
      'in the port city',
      'in the south',
      'in rural districts',
    ],
    headlines: [
      '{s} dominates the agenda {p}',
      '{s} sparks debate {p}',
      'New twist in {s} {p}',
      '{s}: officials respond {p}',
      '{s} raises questions {p}',
      'Tensions grow over {s} {p}',
      '{s} moves ahead {p}',
    ],
    variants: ['{t}', '{t}', 'Live: {t}', '{t}, officials say', '{t} - what we know', 'Analysis: {t}'],
    sentences: [
      'Officials met on Tuesday to discuss the situation {p}.',
      'Residents described the week as unusual, and many said they were following the news closely.',
      'The government said it would publish more details in the coming days.',
      'Analysts expect more reactions within the week.',
      'Local reporters counted hundreds of people at the gathering.',
      'Opposition leaders called for a debate in parliament.',
      'Experts warned that public services would be affected.',
    ],
    positive: [
      'The agreement was welcomed as a great success and a hopeful sign.',
      'Volunteers praised the strong support and the excellent cooperation.',
      'Many celebrated the progress, calling it a win for everyone.',
    ],
    negative: [
      'The crisis left many people angry, afraid and worried about the damage.',
      'Critics said the failure was a disaster and warned of more violence.',
      'Several people were injured and the losses were described as terrible.',
    ],
    authors: ['Jane Roe', 'Samuel Okafor', 'Priya Natarajan', 'Tom Fletcher', 'Grace Liu', 'Daniel Brennan'],
    voices: [
      'Minister Helen Carter discussed the plans with the United Nations.',
      'Mayor Daniel Okoro met envoys of the Red Cross.',
      'Governor Maria Lindqvist asked the World Bank for figures.',
    ],
  },
  fr: {
    subjects: [
      'La tempête',
      'La campagne des élections',
      'La banque centrale',
      'La grève des hôpitaux',
      'Le cessez-le-feu',
      'La start-up',
      'Le sommet sur le climat',
      'La crise des réfugiés',
      'Le championnat de football',
      "L'inflation",
      'La campagne de vaccination',
      'Le plan sur les énergies renouvelables',
      'Le marché du logement',
      'La loi sur la technologie',
      'Les inondations',
    ],
    places: [
      'à Paris',
      'sur la côte nord',
      'en Europe',
      'au Sahel',
      'à la frontière',
      "à l'Assemblée",
      'à Marseille',
      'dans le sud',
      'en Belgique',
      'au Québec',
    ],
    headlines: [
      '{s} au cœur de l’actualité {p}',
      '{s} relance le débat {p}',
      'Nouveau rebondissement : {s} {p}',
      '{s} : les autorités réagissent {p}',
      '{s} suscite des inquiétudes {p}',
    ],
    variants: ['{t}', '{t}', 'Direct : {t}', '{t}, selon les autorités', 'Analyse : {t}'],
    sentences: [
      'Les responsables se sont réunis mardi pour discuter de la situation {p}.',
      'Les habitants ont décrit une semaine inhabituelle et suivent l’actualité de près.',
      'Le gouvernement a promis de publier davantage de détails dans les prochains jours.',
      'Les analystes s’attendent à des réactions dans la semaine.',
      'Les élus de l’opposition réclament un débat au parlement.',
      'Les experts préviennent que les services publics seront touchés.',
    ],
    positive: ['L’accord a été salué comme un grand succès.', 'Les bénévoles ont loué un soutien remarquable.'],
    negative: [
      'La crise a laissé de nombreuses personnes inquiètes et en colère.',
      'Les critiques dénoncent un échec et redoutent de nouvelles violences.',
    ],
    authors: ['Marie Dupont', 'Karim Benali', 'Sophie Laurent', 'Julien Moreau', 'Awa Diallo'],
    voices: [
      'La ministre Helen Carter a rencontré des représentants des Nations unies.',
      'Le maire Daniel Okoro a reçu une délégation de la Croix-Rouge.',
      'La gouverneure Maria Lindqvist a demandé des chiffres à la Banque mondiale.',
    ],
  },
  es: {
    subjects: [
      'La tormenta',
      'La campaña de las elecciones',
      'El banco central',
      'La huelga de hospitales',
      'El alto el fuego',
      'La startup',
      'La cumbre del clima',
      'La crisis de migrantes',
      'El campeonato de fútbol',
      'La inflación',
      'La campaña de vacunación',
      'El plan de energías renovables',
      'El mercado de la vivienda',
      'La ley de tecnología',
      'Las inundaciones',
    ],
    places: [
      'en Madrid',
      'en la costa norte',
      'en Europa',
      'en la frontera',
      'en el Congreso',
      'en Ciudad de México',
      'en el sur',
      'en Bogotá',
      'en Buenos Aires',
    ],
    headlines: [
      '{s} centra la atención {p}',
      '{s} reabre el debate {p}',
      'Nuevo giro: {s} {p}',
      '{s}: las autoridades responden {p}',
      '{s} genera preocupación {p}',
    ],
    variants: ['{t}', '{t}', 'En directo: {t}', '{t}, según fuentes oficiales', 'Análisis: {t}'],
    sentences: [
      'Los responsables se reunieron el martes para analizar la situación {p}.',
      'Los vecinos describieron una semana inusual y siguen las noticias de cerca.',
      'El gobierno prometió publicar más detalles en los próximos días.',
      'Los analistas esperan reacciones en los próximos días.',
      'La oposición pidió un debate en el parlamento.',
      'Los expertos advierten que los servicios públicos se verán afectados.',
    ],
    positive: ['El acuerdo fue celebrado como un gran éxito.'],
    negative: ['La crisis dejó a muchas personas preocupadas y enfadadas.'],
    authors: ['Lucía Fernández', 'Diego Ramírez', 'Carmen Ortega', 'Mateo Gómez'],
    voices: [
      'La ministra Helen Carter habló de los planes con Naciones Unidas.',
      'El alcalde Daniel Okoro recibió a enviados de la Cruz Roja.',
      'La gobernadora Maria Lindqvist pidió cifras al Banco Mundial.',
    ],
  },
  ar: {
    subjects: [
      'العاصفة',
      'حملة الانتخابات',
      'البنك المركزي',
      'إضراب المستشفيات',
      'وقف إطلاق النار',
      'الشركة الناشئة',
      'قمة المناخ',
      'أزمة اللاجئين',
      'بطولة كرة القدم',
      'التضخم',
      'حملة التطعيم',
      'خطة الطاقة المتجددة',
      'سوق الإسكان',
      'قانون التكنولوجيا',
      'الفيضانات',
    ],
    places: [
      'في القاهرة',
      'على الساحل الشمالي',
      'في أوروبا',
      'في الخليج',
      'على الحدود',
      'في البرلمان',
      'في بيروت',
      'في الجنوب',
      'في الرباط',
    ],
    headlines: [
      '{s} تتصدر المشهد {p}',
      '{s} تثير الجدل {p}',
      'تطور جديد في {s} {p}',
      '{s}: المسؤولون يردون {p}',
      'مخاوف متزايدة بشأن {s} {p}',
    ],
    variants: ['{t}', '{t}', 'مباشر: {t}', '{t} بحسب مصادر رسمية', 'تحليل: {t}'],
    sentences: [
      'اجتمع المسؤولون يوم الثلاثاء لمناقشة الوضع {p}.',
      'وصف السكان الأسبوع بأنه غير عادي ويتابعون الأخبار عن كثب.',
      'وعدت الحكومة بنشر مزيد من التفاصيل خلال الأيام المقبلة.',
      'يتوقع المحللون ردود فعل خلال الأسبوع.',
      'طالبت المعارضة بنقاش في البرلمان.',
      'حذر الخبراء من تأثر الخدمات العامة.',
    ],
    positive: ['رحب الجميع بالاتفاق واعتبروه نجاحا كبيرا.'],
    negative: ['تركت الأزمة كثيرين في حالة قلق وغضب.'],
    authors: ['ليلى حسن', 'أحمد منصور', 'نور الهدى', 'يوسف الخطيب'],
    voices: [
      'التقى ممثلو الأمم المتحدة بالمسؤولين المحليين.',
      'أرسل الصليب الأحمر فريقا إلى المنطقة.',
      'طلب البنك الدولي أرقاما جديدة من الحكومة.',
    ],
  },
  de: {
    subjects: [
      'Der Sturm',
      'Der Wahlkampf',
      'Die Zentralbank',
      'Der Streik im Krankenhaus',
      'Die Waffenruhe',
      'Das Start-up',
      'Der Klimagipfel',
      'Die Flüchtlingskrise',
      'Die Fußballmeisterschaft',
      'Die Inflation',
      'Die Impfkampagne',
      'Der Plan für erneuerbare Energien',
      'Der Wohnungsmarkt',
      'Das Technologiegesetz',
      'Das Hochwasser',
    ],
    places: [
      'in Berlin',
      'an der Nordseeküste',
      'in Europa',
      'in Wien',
      'an der Grenze',
      'im Bundestag',
      'in Hamburg',
      'im Süden',
      'in Zürich',
      'in Bayern',
    ],
    headlines: [
      '{s} bestimmt die Debatte {p}',
      '{s} sorgt für Streit {p}',
      'Neue Wende: {s} {p}',
      '{s}: Behörden reagieren {p}',
      '{s} wirft Fragen auf {p}',
      '{s}: die Sorge wächst {p}',
    ],
    variants: ['{t}', '{t}', 'Live: {t}', '{t}, heißt es aus Regierungskreisen', 'Analyse: {t}', 'Kommentar: {t}'],
    sentences: [
      'Die Verantwortlichen kamen am Dienstag zusammen, um die Lage {p} zu besprechen.',
      'Anwohner sprachen von einer ungewöhnlichen Woche und verfolgen die Nachrichten genau.',
      'Die Regierung kündigte an, in den kommenden Tagen weitere Einzelheiten zu veröffentlichen.',
      'Beobachter rechnen noch in dieser Woche mit weiteren Reaktionen.',
      'Die Opposition forderte eine Debatte im Parlament.',
      'Fachleute warnen, dass öffentliche Dienste betroffen sein werden.',
      'Lokale Reporter zählten Hunderte Menschen bei der Versammlung.',
    ],
    positive: [
      'Die Einigung wurde als großer Erfolg und gutes Zeichen begrüßt.',
      'Freiwillige lobten die hervorragende Zusammenarbeit und die starke Unterstützung.',
      'Viele feierten den Fortschritt und sprachen von einem schönen Tag für alle.',
    ],
    negative: [
      'Die Krise hat viele Menschen wütend, verängstigt und besorgt zurückgelassen.',
      'Kritiker sprachen von einem katastrophalen Versagen und warnten vor neuer Gewalt.',
      'Mehrere Menschen wurden verletzt, die Schäden gelten als schrecklich.',
    ],
    authors: ['Anna Schneider', 'Lukas Bauer', 'Mehmet Yılmaz', 'Katharina Vogel', 'Jonas Weber'],
    voices: [
      'Ministerin Helen Carter sprach mit der Weltbank über die Pläne.',
      'Bürgermeister Daniel Okoro empfing Gesandte der NATO.',
      'Gouverneurin Maria Lindqvist bat die UN um Zahlen.',
    ],
  },
  pt: {
    subjects: [
      'A tempestade',
      'A campanha das eleições',
      'O banco central',
      'A greve nos hospitais',
      'O cessar-fogo',
      'A startup',
      'A cúpula do clima',
      'A crise dos refugiados',
      'O campeonato de futebol',
      'A inflação',
      'A campanha de vacinação',
      'O plano de energias renováveis',
      'O mercado imobiliário',
      'A lei da tecnologia',
      'A enchente',
    ],
    places: [
      'em Brasília',
      'no litoral norte',
      'na Europa',
      'em Lisboa',
      'na fronteira',
      'no Congresso',
      'em São Paulo',
      'no Nordeste',
      'no Porto',
      'no Rio de Janeiro',
    ],
    headlines: [
      '{s} domina a agenda {p}',
      '{s} reacende o debate {p}',
      'Nova reviravolta: {s} {p}',
      '{s}: autoridades respondem {p}',
      '{s} gera preocupação {p}',
      '{s}: cresce a tensão {p}',
    ],
    variants: ['{t}', '{t}', 'Ao vivo: {t}', '{t}, segundo fontes oficiais', 'Análise: {t}'],
    sentences: [
      'Os responsáveis reuniram-se na terça-feira para discutir a situação {p}.',
      'Os moradores descreveram uma semana atípica e acompanham o noticiário de perto.',
      'O governo prometeu divulgar mais detalhes nos próximos dias.',
      'Os analistas esperam novas reações ainda esta semana.',
      'A oposição pediu um debate no parlamento.',
      'Especialistas alertam que os serviços públicos serão afetados.',
      'Repórteres locais contaram centenas de pessoas no encontro.',
    ],
    positive: [
      'O acordo foi celebrado como um grande sucesso e um sinal de esperança.',
      'Os voluntários elogiaram o excelente apoio e a ótima cooperação.',
      'Muitos comemoraram o avanço, chamando-o de uma vitória para todos.',
    ],
    negative: [
      'A crise deixou muitas pessoas revoltadas, com medo e preocupadas com os danos.',
      'Os críticos chamaram o fracasso de desastre e alertaram para mais violência.',
      'Várias pessoas ficaram feridas e as perdas foram descritas como terríveis.',
    ],
    authors: ['Ana Beatriz Souza', 'João Pereira', 'Mariana Costa', 'Rafael Oliveira', 'Inês Carvalho'],
    voices: [
      'A ministra Helen Carter discutiu os planos com as Nações Unidas.',
      'O prefeito Daniel Okoro recebeu enviados da Cruz Vermelha.',
      'A governadora Maria Lindqvist pediu números ao Banco Mundial.',
    ],
  },
};

/** A small deterministic hash for picking template parts. */
function pick(seed: string, modulo: number): number {
  return createHash('md5').update(seed).digest().readUInt32BE(0) % modulo;
}

/** Every outlet's item stream starts here. */
export const DEMO_EPOCH = Date.UTC(2025, 0, 1);
/** One story per language per two hours: the outlets of a language that publish in it carry the same story. */
const STORY_WINDOW_MS = 2 * 3_600_000;
const DAY_MS = 86_400_000;

// ----------------------------------------------------------------------
// The story the demo tells, the same at any date (a function of the time, so
// the seed, the feeds and every later start agree): a storm that every
// outlet covers for a day (the topic "Storms & floods" explodes, tone
// plunges) every 17 days; an outlet that goes quiet for 4 days every 28 (so
// every 28-day window holds one silence, which its alert band shows); the
// share of negative stories that rises and falls over 23 days; and outlets
// whose output varies as a newsroom's does, so each has a usual range, not
// one number.

const dayNumber = (time: number) => Math.floor((time - DEMO_EPOCH) / DAY_MS);

/** True on a storm day (UTC). */
export function isStormDay(time: number): boolean {
  return dayNumber(time) % 17 === 9;
}

/** The outlet that goes quiet. */
export const QUIET_SOURCE = 'morning-herald';

/** True on the days the quiet outlet publishes nothing. */
export function isQuietDay(time: number): boolean {
  return dayNumber(time) % 28 >= 24;
}

/**
 * The share of its items an outlet publishes on a UTC day: 70 % on most
 * days, up to all of them on a busy one (busy days are rarer than ordinary
 * ones, as in a newsroom, so the day-to-day spread is mostly upwards), and a
 * fifth less at weekends.
 */
function dayOutput(source: DemoSource, day: number): number {
  const weekday = new Date(DEMO_EPOCH + day * DAY_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.8 : 1;
  const busy = pick(`d:${source.slug}:${day}`, 1000) / 1000;
  return weekend * (0.7 + 0.3 * busy ** 3);
}

/**
 * The UTC offsets (standard time, in hours) of the demo outlets' countries:
 * each newsroom's day follows its own clock.
 */
const UTC_OFFSET: Record<string, number> = {
  US: -5,
  CA: -5,
  MX: -6,
  CO: -5,
  AR: -3,
  GB: 0,
  IE: 0,
  FR: 1,
  BE: 1,
  MC: 1,
  ES: 1,
  MA: 1,
  LB: 2,
  EG: 2,
  AE: 4,
  AU: 10,
  NZ: 12,
  DE: 1,
  AT: 1,
  CH: 1,
  PT: 0,
  BR: -3,
};

/** The share of its items an outlet publishes at a time of day: most in the early afternoon, a fifth of that at 1 a.m., local time. */
function hourOutput(source: DemoSource, time: number): number {
  const hour = (((time / 3_600_000 + (UTC_OFFSET[source.country] ?? 0)) % 24) + 24) % 24;
  return 0.6 + 0.4 * Math.cos((2 * Math.PI * (hour - 13)) / 24);
}

/** The golden ratio's fraction: item `i` is kept when `frac(i × φ)` is under the time's share, which spreads the kept items evenly. */
const GOLDEN_FRACTION = 0.6180339887;

/** Whether item `index` of a source was published. */
export function isPublished(source: DemoSource, index: number): boolean {
  const time = itemTime(source, index);
  if (source.slug === QUIET_SOURCE && isQuietDay(time)) return false;
  return (index * GOLDEN_FRACTION) % 1 < dayOutput(source, dayNumber(time)) * hourOutput(source, time);
}

/** The share of negative stories on a day, between about 0.1 and 0.55. */
function negativeShare(time: number): number {
  return 0.33 + 0.22 * Math.sin((2 * Math.PI * dayNumber(time)) / 23);
}

function phaseMs(source: DemoSource): number {
  return pick(`phase:${source.slug}`, source.periodMinutes * 60_000);
}

/** The index of the source's latest item at `time`. */
export function latestItemIndex(source: DemoSource, time: number): number {
  return Math.floor((time - DEMO_EPOCH - phaseMs(source)) / (source.periodMinutes * 60_000));
}

export function itemTime(source: DemoSource, index: number): number {
  return DEMO_EPOCH + phaseMs(source) + index * source.periodMinutes * 60_000;
}

export interface DemoItem {
  guid: string;
  path: string;
  title: string;
  author: string;
  publishedAt: Date;
  /** The article body as HTML (what the feed carries and the article page shows). */
  html: string;
  /** The story shared by outlets of the same language in the same half hour. */
  storyKey: string;
}

/** The agency whose copy other outlets carry, and those outlets (demo of decision 0045's wire stories). */
const WIRE_AGENCY = DEMO_SOURCES.find((source) => source.slug === 'global-wire')!;
const WIRE_SUBSCRIBERS = new Set(['pacific-tribune', 'the-civic-post']);
/** One item in this many of a subscriber is the agency's copy, when the agency has the story. */
const WIRE_SHARE = 3;

/**
 * The agency item a subscriber's item carries, if it is a wire copy: the
 * agency's first published item of the same story (the same language and
 * story window), taken by one item in WIRE_SHARE. Its page is the agency's:
 * both outlets' feeds link to one URL, so the story is one cluster and each
 * outlet still counts its own article (docs/decisions/0045-one-feed-one-source.md).
 */
export function wireOriginal(source: DemoSource, index: number): { source: DemoSource; index: number } | null {
  if (!WIRE_SUBSCRIBERS.has(source.slug) || pick(`wire:${source.slug}:${index}`, WIRE_SHARE) !== 0) return null;
  const window = Math.floor(itemTime(source, index) / STORY_WINDOW_MS);
  const period = WIRE_AGENCY.periodMinutes * 60_000;
  let wireIndex = Math.ceil((window * STORY_WINDOW_MS - DEMO_EPOCH - phaseMs(WIRE_AGENCY)) / period);
  for (; itemTime(WIRE_AGENCY, wireIndex) < (window + 1) * STORY_WINDOW_MS; wireIndex += 1) {
    if (isPublished(WIRE_AGENCY, wireIndex)) return { source: WIRE_AGENCY, index: wireIndex };
  }
  return null;
}

export function demoItem(source: DemoSource, index: number): DemoItem {
  const time = itemTime(source, index);
  const templates = T[source.language];
  const story = Math.floor(time / STORY_WINDOW_MS);
  const storyKey = `${source.language}:${story}`;
  const storm = isStormDay(time);
  // On a storm day every story is the storm or its floods (the first and last subjects).
  const subject = storm
    ? templates.subjects[pick(`s:${storyKey}`, 2) === 0 ? 0 : templates.subjects.length - 1]!
    : templates.subjects[pick(`s:${storyKey}`, templates.subjects.length)]!;
  const place = templates.places[pick(`p:${storyKey}`, templates.places.length)]!;
  const headline = templates.headlines[pick(`h:${storyKey}`, templates.headlines.length)]!.replace('{s}', subject).replace('{p}', place);
  const title = templates.variants[pick(`v:${source.slug}:${index}`, templates.variants.length)]!.replace('{t}', headline);
  const chance = pick(`m:${storyKey}`, 1000) / 1000;
  const negative = storm ? 0.95 : negativeShare(time);
  // 0 positive, 1 negative, 2 neutral
  const mood = chance < negative ? 1 : chance < negative + (1 - negative) / 2 ? 0 : 2;
  const sentences = [0, 1, 2, 3].map((i) =>
    templates.sentences[pick(`x:${source.slug}:${index}:${i}`, templates.sentences.length)]!.replace('{p}', place),
  );
  const toned = mood === 0 ? templates.positive : mood === 1 ? templates.negative : [];
  if (toned.length > 0) sentences.splice(1, 0, toned[pick(`t:${source.slug}:${index}`, toned.length)]!);
  // A person of the story, or none (one story in four): every outlet of the story names the same one.
  const voice = pick(`n:${storyKey}`, templates.voices.length + 1);
  if (voice < templates.voices.length) sentences.push(templates.voices[voice]!);
  const html = `<p>${sentences.slice(0, 2).join(' ')}</p><p>${sentences.slice(2).join(' ')}</p>`;
  const own = {
    guid: `demo:${source.slug}:${index}`,
    path: `/articles/${source.slug}/${index}`,
    title,
    author: templates.authors[pick(`a:${source.slug}:${index}`, templates.authors.length)]!,
    publishedAt: new Date(time),
    html,
    storyKey,
  };
  // A wire copy: the agency's page and text and byline under this outlet's own headline and time.
  const wire = wireOriginal(source, index);
  if (!wire) return own;
  const original = demoItem(wire.source, wire.index);
  return { ...own, path: original.path, html: original.html, author: original.author };
}

/**
 * The article page's body: the summary the feed carries, then three more
 * paragraphs of the story (stock sentences about its place, none naming a
 * topic), as a newsroom's page runs longer than its feed. What full-text
 * extraction finds on the demo feed server.
 */
export function demoArticleHtml(source: DemoSource, index: number): string {
  const item = demoItem(source, index);
  const templates = T[source.language];
  const place = templates.places[pick(`p:${item.storyKey}`, templates.places.length)]!;
  const paragraphs = [0, 1, 2].map((paragraph) =>
    [0, 1, 2]
      .map((i) =>
        templates.sentences[pick(`body:${source.slug}:${index}:${paragraph}:${i}`, templates.sentences.length)]!.replace('{p}', place),
      )
      .join(' '),
  );
  return `${item.html}${paragraphs.map((text) => `<p>${text}</p>`).join('')}`;
}
