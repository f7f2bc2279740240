import { normalizeArabic, scoreTone, TONE_LANGUAGES } from '../../src/news/tone';

// The tone engine of docs/decisions/0037-tone-in-every-language.md.

describe('scoreTone', () => {
  it('has a lexicon for the seven languages the product reads', () => {
    expect([...TONE_LANGUAGES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'pt']);
  });

  it('is percent positive minus percent negative words', () => {
    expect(scoreTone('good good bad neutral', 'en')).toBe(25);
    expect(scoreTone('A terrible, deadly disaster killed many', 'en')).toBeLessThan(-30);
  });

  it.each([
    ['en', 'A wonderful success for the happy winners', 'A terrible tragedy, many victims and much pain'],
    ['fr', 'Une victoire magnifique, les supporters sont heureux', 'Une terrible catastrophe : des victimes et beaucoup de douleur'],
    ['es', 'Una victoria maravillosa, los aficionados están felices', 'Una terrible tragedia: muchas víctimas y mucho dolor'],
    ['de', 'Ein wunderbarer Erfolg, die Fans sind glücklich', 'Eine schreckliche Katastrophe mit vielen Opfern und großem Schmerz'],
    ['pt', 'Uma vitória maravilhosa, os torcedores estão felizes', 'Uma terrível tragédia: muitas vítimas e muita dor'],
    ['it', 'Una vittoria meravigliosa, i tifosi sono felici', 'Una terribile tragedia: molte vittime e tanto dolore'],
    ['ar', 'فوز رائع والجماهير سعيدة جدا', 'كارثة مروعة وضحايا كثيرون وألم شديد'],
  ])('scores positive and negative text in %s', (language, positive, negative) => {
    expect(scoreTone(positive, language)).toBeGreaterThan(0);
    expect(scoreTone(negative, language)).toBeLessThan(0);
  });

  it.each([
    ['en', 'good', 'not good'],
    ['fr', "c'est bon", "ce n'est pas bon"],
    ['es', 'es bueno', 'no es bueno'],
    ['de', 'das ist gut', 'das ist nicht gut'],
    ['pt', 'é bom', 'não é bom'],
    ['it', 'è buono', 'non è buono'],
    ['ar', 'جيد', 'ليس جيدا'],
  ])('flips the word after a negator in %s', (language, plain, negated) => {
    expect(scoreTone(plain, language)).toBeGreaterThan(0);
    expect(scoreTone(negated, language)).toBeLessThan(0);
  });

  it('reads typographic apostrophes as straight ones', () => {
    expect(scoreTone('I don’t like it', 'en')).toBeLessThan(0);
    expect(scoreTone('ce n’est pas bon', 'fr')).toBeLessThan(0);
  });

  it('flips only within a few words of the negator', () => {
    expect(scoreTone('not that anyone asked: the result was good', 'en')).toBeGreaterThan(0);
  });

  it('reads language tags and accents as the lexicon needs', () => {
    expect(scoreTone('Très HEUREUX', 'fr-FR')).toBeGreaterThan(0);
    expect(scoreTone('tres heureux', 'FR')).toBe(scoreTone('Très heureux', 'fr'));
  });

  it('is null (unknown), never a silent 0, for a language without a lexicon or a text without words', () => {
    expect(scoreTone('Het is een prachtige dag', 'nl')).toBeNull();
    expect(scoreTone('good', '')).toBeNull();
    expect(scoreTone('', 'en')).toBeNull();
    expect(scoreTone('1 2 3 !', 'fr')).toBeNull();
    expect(scoreTone('the table is in the kitchen', 'en')).toBe(0);
  });
});

describe('normalizeArabic', () => {
  it('unifies alef, yeh and taa marbuta, removes harakat and tatweel', () => {
    expect(normalizeArabic('أإآ')).toBe('ااا');
    expect(normalizeArabic('مستشفى')).toBe('مستشفي');
    expect(normalizeArabic('سعيدة')).toBe('سعيده');
    expect(normalizeArabic('جَمِيلٌ')).toBe('جميل');
    expect(normalizeArabic('جميـــل')).toBe('جميل');
  });

  it('strips the article and a proclitic before it', () => {
    expect(normalizeArabic('الكتاب')).toBe('كتاب');
    expect(normalizeArabic('والكتاب')).toBe('كتاب');
    expect(normalizeArabic('بالكتاب')).toBe('كتاب');
    expect(normalizeArabic('للكتاب')).toBe('كتاب');
    expect(normalizeArabic('وكتاب')).toBe('كتاب');
  });

  it('finds words written with harakat, an article or a proclitic', () => {
    expect(scoreTone('جَمِيل', 'ar')).toBeGreaterThan(0);
    expect(scoreTone('والجميل', 'ar')).toBeGreaterThan(0);
    expect(scoreTone('بالحزن', 'ar')).toBeLessThan(0);
  });
});
