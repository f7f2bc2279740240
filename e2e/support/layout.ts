import type { Page } from '@playwright/test';

/**
 * What a narrow screen breaks in a page's tables and cards, as the page
 * stands, one line per fault (at most a few per kind), empty when none:
 *
 * - a table cell narrower than its longest word (a word cut in two, or one
 *   word a line), text meant to break anywhere (an address) aside;
 * - a clipped cell content (an ellipsis, or a chip cut short);
 * - anything that reaches past the edge of its card, unless a box between
 *   them that scrolls or clips (a table that scrolls sideways) holds it.
 *
 * Hidden things (display none, a visually hidden text of 1 px) are not judged.
 */
export async function layoutFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const LIMIT = 5;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const table = element.closest('table')?.getAttribute('aria-label');
      return `${element.tagName.toLowerCase()}${table ? ` in "${table}"` : ''} "${text}"`;
    };
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 2 && rect.height > 2 && element.checkVisibility({ visibilityProperty: true });
    };
    const canvas = document.createElement('canvas').getContext('2d')!;

    // Cells narrower than their longest word.
    let narrow = 0;
    for (const cell of document.querySelectorAll<HTMLElement>('main td, main th, [role="dialog"] td, [role="dialog"] th')) {
      if (!shown(cell)) continue;
      const style = getComputedStyle(cell);
      const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let widest = 0;
      let word = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!shown(parent)) continue;
        const own = getComputedStyle(parent);
        if (own.overflowWrap === 'anywhere' || own.wordBreak === 'break-all' || own.whiteSpace === 'nowrap') continue;
        canvas.font = own.font;
        for (const piece of (node.textContent ?? '').split(/\s+/)) {
          if (!piece) continue;
          const width = canvas.measureText(piece).width + parseFloat(own.letterSpacing || '0') * piece.length;
          if (width > widest) [widest, word] = [width, piece];
        }
      }
      if (widest > room + 1 && narrow++ < LIMIT) {
        found.push(`narrower than its word "${word}" (${Math.round(widest)} px in ${Math.round(room)} px): ${describe(cell)}`);
      }
    }

    // Clipped contents of cells (an ellipsis, a chip cut short).
    let clipped = 0;
    for (const element of document.querySelectorAll<HTMLElement>('main td *, main th *')) {
      // Only text is cut short: a box without any (a switch clips its own wider hit area) is left alone.
      if (!shown(element) || !element.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      if (style.overflowX !== 'hidden' && style.textOverflow !== 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1 && clipped++ < LIMIT) {
        found.push(`clipped (${element.scrollWidth} px shown in ${element.clientWidth} px): ${describe(element)}`);
      }
    }

    // Anything past its card's edge, unless a scrolling box on the way holds it.
    let past = 0;
    for (const card of document.querySelectorAll<HTMLElement>('main .MuiCard-root')) {
      if (!shown(card)) continue;
      const bounds = card.getBoundingClientRect();
      const visit = (element: Element, clip: DOMRect) => {
        for (const child of element.children) {
          if (!(child instanceof HTMLElement) || !child.checkVisibility()) continue;
          const rect = child.getBoundingClientRect();
          if (rect.width > 2 && rect.height > 2 && (rect.left < clip.left - 1 || rect.right > clip.right + 1)) {
            if (past++ < LIMIT) {
              found.push(
                `past its card's edge by ${Math.round(Math.max(clip.left - rect.left, rect.right - clip.right))} px: ${describe(child)}`,
              );
            }
            continue;
          }
          // A box that scrolls or clips holds its content (a table that scrolls sideways, a visually
          // hidden chart table read by screen readers): its own edges were judged, its content is not.
          if (getComputedStyle(child).overflowX === 'visible') visit(child, clip);
        }
      };
      visit(card, bounds);
    }
    return found;
  });
}
