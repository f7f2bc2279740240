/** Layout constants of spec section 9. */
export const layoutConfig = {
  header: { mobileHeight: 64, desktopHeight: 80 },
  nav: { verticalWidth: 280, miniWidth: 88 },
  /** The optional newsletter box of the footer: off by default (spec section 2). */
  footer: { newsletter: false, newsletterAddress: 'newsletter@mediawatch.local' },
  /** Content width when not stretched (MUI's lg). */
  contentMaxWidth: 1200,
  errorColumnMaxWidth: 400,
} as const;
