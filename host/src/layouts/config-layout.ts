/** Layout constants of docs/spec.md §9. */
export const layoutConfig = {
  /** The top bar: 64 on phones, 80 on desktops, 64 once a desktop page is scrolled (the desktop offset). */
  header: { mobileHeight: 64, desktopHeight: 80, desktopOffsetHeight: 64 },
  /** Glass panels (the top bar): the content shows through, blurred. */
  glass: { blur: 20, opacity: 0.9 },
  nav: { verticalWidth: 280, miniWidth: 88 },
  /** The optional newsletter box of the footer: off by default (docs/spec.md §2). */
  footer: { newsletter: false, newsletterAddress: 'newsletter@mediawatch.local' },
  /** Content width when not stretched (MUI's lg). */
  contentMaxWidth: 1200,
  errorColumnMaxWidth: 400,
} as const;
