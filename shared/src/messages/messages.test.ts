import { PLURAL_CATEGORIES } from '../i18n/texts-in';
import { MESSAGE_TEXTS, messageIn } from './all';
import { coded, lookupText, messageCodes, renderMessage, templateOf } from './render';

// Every code of the catalogue has its text in every language, each plural
// form the language has, and the same parameters as the English text
// (docs/decisions/0040-server-texts-as-codes.md).

const paramsOf = (template: string) => [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const codes = messageCodes();

describe('the message catalogue', () => {
  it('has codes', () => {
    expect(codes).toEqual(expect.arrayContaining(['alert.sourceSilent', 'fetch.timedOut', 'query.empty', 'digest.subject']));
  });

  it('has the codes of a schema’s 400 and of the strict XML parser, which the walk below words in each language', () => {
    // The API's validationIssueMessage and xmlErrorMessage (api/src/lib/http-errors.ts, api/src/news/xml-tree.ts) send these.
    const validation = ['required', 'wrongType', 'tooShort', 'tooLong', 'tooSmall', 'tooBig', 'tooFew', 'tooMany', 'email', 'url', 'id'];
    const more = ['date', 'format', 'oneOf', 'unknownField', 'invalid', 'bodyRequired', 'inputRequired'];
    const xml = ['unclosedTag', 'closingNotOpened', 'closingMismatch', 'unexpectedChar', 'attribute', 'multipleRoots', 'extraText'];
    expect(codes).toEqual(
      expect.arrayContaining([
        ...[...validation, ...more].map((code) => `validation.${code}`),
        ...[...xml, 'invalidTag', 'invalid'].map((code) => `xml.${code}`),
      ]),
    );
    expect(messageIn('ar', coded('validation.tooLong', { field: 'title', max: 200 }))).toBe('title: يجب ألا يزيد الطول على 200 من الأحرف');
    expect(messageIn('fr', coded('xml.unclosedTag', { tag: 'item', line: 12, column: 3 }))).toBe(
      'La balise <item> n’est jamais fermée (ligne 12, colonne 3)',
    );
  });

  describe.each(Object.keys(MESSAGE_TEXTS) as Array<keyof typeof MESSAGE_TEXTS>)('in %s', (language) => {
    const texts = MESSAGE_TEXTS[language] as never;
    it.each(codes)('words %s', (code) => {
      const plural = lookupText(MESSAGE_TEXTS.en, `${code}_other`) !== undefined;
      const english = lookupText(MESSAGE_TEXTS.en, plural ? `${code}_other` : code)!;
      const forms = plural ? PLURAL_CATEGORIES[language].map((category) => `${code}_${category}`) : [code];
      for (const key of forms) {
        const text = lookupText(texts, key);
        expect({ key, text }).toEqual({ key, text: expect.any(String) });
        expect(text!.trim()).not.toBe('');
        // A form may leave out {{count}} ("one article"), never add a parameter English lacks.
        for (const name of paramsOf(text!)) expect(paramsOf(english)).toContain(name);
      }
      if (!plural) expect(paramsOf(lookupText(texts, code)!)).toEqual(paramsOf(english));
    });
  });
});

describe('renderMessage', () => {
  it('words a code in each language with its numbers formatted for it', () => {
    const message = coded('alertReason.sourceSilent', { hours: 20.55, gap: 1234.5 });
    expect(message.text).toBe('Nothing published for 20.55 h; it usually publishes every 1234.5 h');
    expect(messageIn('en', message)).toBe('Nothing published for 20.55 h; it usually publishes every 1,234.5 h');
    expect(messageIn('fr', message)).toBe('Rien de publié depuis 20,55 h ; publie d’habitude toutes les 1\u202f234,5 h');
    expect(messageIn('ar', message)).toContain('لم يُنشر شيء منذ 20.55 ساعة');
  });

  it('picks the plural form of the language', () => {
    const subject = (language: 'en' | 'fr' | 'ar', count: number) => messageIn(language, coded('digest.subject', { count }));
    expect(subject('en', 1)).toBe('Mediawatch: 1 new alert');
    expect(subject('en', 3)).toBe('Mediawatch: 3 new alerts');
    expect(subject('fr', 1)).toBe('Mediawatch : 1 nouvelle alerte');
    expect(subject('fr', 1_000_000)).toBe('Mediawatch : 1\u202f000\u202f000 de nouvelles alertes');
    expect(subject('ar', 2)).toBe('Mediawatch: تنبيهان جديدان');
    expect(subject('ar', 3)).toBe('Mediawatch: 3 تنبيهات جديدة');
    expect(subject('ar', 11)).toBe('Mediawatch: 11 تنبيهًا جديدًا');
  });

  it('words a message inside another in the same language', () => {
    const message = coded('fetch.retryAfter', { error: coded('fetch.serverError', { status: 503 }), seconds: 120 });
    expect(message.text).toBe('Server error (HTTP 503); retry after 120 s');
    expect(messageIn('fr', message)).toBe('Erreur du serveur (HTTP 503) ; nouvel essai dans 120 s');
    expect(messageIn('ar', message)).toBe('خطأ في الخادم (HTTP 503)؛ إعادة المحاولة بعد 120 ثانية');
  });

  it('shows the stored text for a code it does not know, else the code', () => {
    const lookup = () => undefined;
    expect(renderMessage({ code: 'fetch.somethingNew', text: 'Something new went wrong' }, { language: 'fr', lookup })).toBe(
      'Something new went wrong',
    );
    expect(renderMessage({ code: 'fetch.somethingNew' }, { language: 'fr', lookup })).toBe('fetch.somethingNew');
  });

  it('falls back to English for a key the language lacks', () => {
    expect(renderMessage(coded('query.empty'), { language: 'fr', lookup: () => undefined })).toBe('The query is empty');
    expect(templateOf((key) => lookupText(MESSAGE_TEXTS.fr, key), 'fr', 'digest.subject', 2)).toBe(
      'Mediawatch : {{count}} nouvelles alertes',
    );
  });
});
