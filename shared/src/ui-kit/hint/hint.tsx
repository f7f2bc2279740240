import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

import { loadOnce } from '../../utils/load-once';

// ----------------------------------------------------------------------
// MUI's Tooltip (and Popper, popper.js and the Grow transition with it, about
// 12 KiB gzip) is only seen when a pointer rests on a control or a keyboard
// focuses it, but a top bar or a player full of icon buttons would load it
// with every page. A Hint draws its control and loads the Tooltip the first
// time the control is hovered or focused. The Tooltip is drawn beside the
// control, anchored to it, never around it: the control is never remounted,
// so a click or a key that arrives with the Tooltip's code still lands.
// The control's accessible name never depends on the tooltip: it carries its
// own aria-label, as every icon button here does.

let loaded: ComponentType<TooltipProps> | null = null;

/** Once; a failed load is tried again on the next hover (utils/load-once.ts). */
const loadTooltip = loadOnce(() => import('@mui/material/Tooltip').then((module) => (loaded = module.default)));

/** Whether a focus came from the keyboard (jsdom may not know the selector). */
function focusVisible(target: EventTarget): boolean {
  try {
    return target instanceof HTMLElement && target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** MUI's delay before a hovered control's tooltip shows. */
const ENTER_DELAY_MS = 100;

type ChildProps = {
  ref?: (element: HTMLElement | null) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export type HintProps = Omit<TooltipProps, 'children' | 'open' | 'onOpen' | 'onClose' | 'slotProps'> & {
  children: ReactElement<ChildProps>;
};

/** A tooltip whose code loads on first use: MUI's Tooltip, with its props, anchored to the child. */
export function Hint({ children, ...props }: HintProps) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(() => loaded);
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (delay: number) => {
    if (!Tooltip) {
      loadTooltip()
        .then((component) => setTooltip(() => component))
        .catch(() => undefined);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const own = children.props;
  return (
    <>
      {cloneElement(children, {
        ref: setAnchor,
        // A mouse or pen shows it; a touch does not (the control says what it does in its name).
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          own.onPointerEnter?.(event);
          if (event.pointerType !== 'touch') show(ENTER_DELAY_MS);
        },
        onPointerLeave: (event: PointerEvent<HTMLElement>) => {
          own.onPointerLeave?.(event);
          hide();
        },
        // A keyboard's focus shows it, a click's does not (MUI's own focus-visible rule).
        onFocus: (event: FocusEvent<HTMLElement>) => {
          own.onFocus?.(event);
          if (focusVisible(event.target)) show(0);
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          own.onBlur?.(event);
          hide();
        },
      })}
      {Tooltip && anchor ? (
        <Tooltip
          {...props}
          open={open}
          // Escape, pressed while it shows, closes it.
          onClose={hide}
          disableFocusListener
          disableHoverListener
          disableTouchListener
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          <span hidden />
        </Tooltip>
      ) : null}
    </>
  );
}
