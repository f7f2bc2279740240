import type { TextsIn } from '@mediawatch/shared';

import type { AuthMessages } from './en';

/** Arabic: the texts of the sign-in and registration screens. */
export const authAr: TextsIn<AuthMessages, 'ar'> = {
  sideTitle: '{{product}} : المنصة',
  sideSubtitle: 'فعالية أكبر بسير عمل محسّن.',
  about: 'حول {{product}}',
  signInTitle: 'سجّل الدخول إلى حسابك',
  signInDocTitle: 'تسجيل الدخول',
  registerTitle: 'أدر عملك بفعالية أكبر مع Minimal',
  registerHeading: 'ابدأ مجانًا تمامًا',
  registerDocTitle: 'إنشاء حساب',
  noAccount: 'ليس لديك حساب؟',
  getStarted: 'ابدأ الآن',
  haveAccount: 'لديك حساب بالفعل؟',
  signInLink: 'تسجيل الدخول',
  demoHint: 'استخدم <email>{{email}}</email> مع كلمة المرور <password>{{password}}</password>',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  passwordHint: '{{count}} أحرف على الأقل',
  invalid: {
    required: {
      email: 'البريد الإلكتروني مطلوب',
      password: 'كلمة المرور مطلوبة',
      firstName: 'الاسم الأول مطلوب',
      lastName: 'اسم العائلة مطلوب',
    },
    tooLong: {
      email: 'يجب ألا يتجاوز البريد الإلكتروني {{count}} حرفًا',
      password: 'يجب ألا تتجاوز كلمة المرور {{count}} حرفًا',
      firstName: 'يجب ألا يتجاوز الاسم الأول {{count}} حرفًا',
      lastName: 'يجب ألا يتجاوز اسم العائلة {{count}} حرفًا',
    },
    emailFormat: 'أدخل عنوان بريد إلكتروني صالحًا',
    passwordTooShort: 'يجب أن تتكون كلمة المرور من {{count}} أحرف على الأقل',
  },
  signIn: 'تسجيل الدخول',
  /** docs/spec.md §8: the one message for a failed login of any kind. */
  wrongCredentials: 'بيانات الدخول غير صحيحة، حاول مرة أخرى',
  createAccount: 'إنشاء حساب',
  passwordCommon: 'كلمة المرور هذه موجودة في قائمة كلمات المرور الشائعة أو المسرّبة. اختر كلمة أخرى.',
  passwordPersonal: 'كلمة المرور هذه تحتوي على بريدك الإلكتروني أو اسمك. اختر كلمة أخرى.',
  passwordPattern: 'كلمة المرور هذه تكرار أو تسلسل أو نمط لوحة مفاتيح. اختر كلمة أخرى.',
  passwordWeak: 'كلمة المرور هذه سهلة التخمين. أضف كلمات أو أحرفًا.',
  registrationNotice: 'أرسلنا رسالة إلى هذا العنوان. إذا كان لديه حساب بالفعل، فسجّل الدخول به بدلًا من ذلك.',
  terms: 'بالتسجيل، أوافق على <terms>شروط الخدمة</terms> و<privacy>سياسة الخصوصية</privacy>.',
};
