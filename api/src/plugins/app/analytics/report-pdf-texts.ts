import type { ReportPdfQuery } from '@mediawatch/shared/schemas';

// ----------------------------------------------------------------------
// The Daily Report's PDF, in the reader's language (the page's own texts live
// in remote-explore; the PDF is made here, so it says the same in its words).

type Lang = NonNullable<ReportPdfQuery['lang']>;

export const PDF_TEXTS = {
  en: {
    title: 'Daily Report',
    zone: 'Times in {zone}. Made {made}.',
    partial: 'So far today, until {time}: comparisons read the same hours of the days before.',
    articles: 'Articles',
    previous: 'Day before',
    mean: '28-day mean',
    band: 'Usual range',
    tone: 'Tone',
    toneMean: 'Mean tone',
    untoned: 'Articles without tone (language not analysed): {count}',
    negative: 'Negative',
    neutral: 'Neutral',
    positive: 'Positive',
    hourly: 'Articles per hour (this day, and the day before in grey)',
    spikes: 'Spike callouts',
    spikeUp: '{name}: {count} articles, above its usual {range}',
    spikeDown: '{name}: {count} articles, below its usual {range}',
    topics: 'Top topics',
    topic: 'Topic',
    sources: 'Top sources by volume',
    source: 'Source',
    stories: 'Leading stories',
    outlets: 'outlets',
    none: 'None',
    page: 'Page {page} of {pages}',
  },
  fr: {
    title: 'Rapport quotidien',
    zone: 'Heures de {zone}. Établi le {made}.',
    partial: 'Aujourd’hui jusqu’à {time} : les comparaisons portent sur les mêmes heures des jours précédents.',
    articles: 'Articles',
    previous: 'Veille',
    mean: 'Moyenne sur 28 jours',
    band: 'Fourchette habituelle',
    tone: 'Tonalité',
    toneMean: 'Tonalité moyenne',
    untoned: 'Articles sans tonalité (langue non analysée) : {count}',
    negative: 'Négative',
    neutral: 'Neutre',
    positive: 'Positive',
    hourly: 'Articles par heure (ce jour, et la veille en gris)',
    spikes: 'Pics à signaler',
    spikeUp: '{name} : {count} articles, au-dessus de sa fourchette habituelle {range}',
    spikeDown: '{name} : {count} articles, en dessous de sa fourchette habituelle {range}',
    topics: 'Sujets principaux',
    topic: 'Sujet',
    sources: 'Sources les plus actives',
    source: 'Source',
    stories: 'Sujets phares',
    outlets: 'médias',
    none: 'Aucun',
    page: 'Page {page} sur {pages}',
  },
  ar: {
    title: 'التقرير اليومي',
    zone: 'الأوقات بتوقيت {zone}. أُعدّ في {made}.',
    partial: 'حتى الآن اليوم، حتى {time}: تُقارن الأرقام بالساعات نفسها من الأيام السابقة.',
    articles: 'المقالات',
    previous: 'اليوم السابق',
    mean: 'متوسط 28 يومًا',
    band: 'النطاق المعتاد',
    tone: 'النبرة',
    toneMean: 'متوسط النبرة',
    untoned: 'مقالات بلا نبرة (لغة غير محلَّلة): {count}',
    negative: 'سلبية',
    neutral: 'محايدة',
    positive: 'إيجابية',
    hourly: 'المقالات في كل ساعة (هذا اليوم، واليوم السابق بالرمادي)',
    spikes: 'تنبيهات الارتفاع والانخفاض',
    spikeUp: '{name}: {count} مقالة، فوق نطاقه المعتاد {range}',
    spikeDown: '{name}: {count} مقالة، دون نطاقه المعتاد {range}',
    topics: 'أبرز المواضيع',
    topic: 'الموضوع',
    sources: 'أكثر المصادر نشرًا',
    source: 'المصدر',
    stories: 'أبرز القصص',
    outlets: 'وسائل إعلام',
    none: 'لا شيء',
    page: 'الصفحة {page} من {pages}',
  },
} satisfies Record<Lang, Record<string, string>>;

export type PdfTexts = (typeof PDF_TEXTS)['en'];

/** `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
