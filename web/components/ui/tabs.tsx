import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router';
import { Icon } from './icons';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Tabs with an address of their own are links (open in a new tab, back button, reload). */
  hrefOf?: (id: T) => string;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; the panel follows the selection.
 * Tabs that do not fit scroll sideways, with a fade and an arrow at the side that hides some.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  hrefOf,
  children,
}: TabsProps<T>) {
  const baseId = useId();
  const refs = useRef<(HTMLElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(listRef);
  const selectedIndex = tabs.findIndex((tab) => tab.id === selected);

  useEffect(() => revealTab(listRef.current, refs.current[selectedIndex]), [selectedIndex]);

  const move = (index: number) => {
    const count = tabs.length;
    const next = tabs[(index + count) % count];
    if (!next) return;
    onSelect(next.id);
    refs.current[(index + count) % count]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: 'smooth' });
  };

  return (
    <div>
      <div className="relative -mx-4 sm:mx-0">
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="relative flex gap-1 overflow-x-auto border-b border-line px-4 [scrollbar-width:none] sm:px-0"
        >
          {tabs.map((tab, index) => {
            const active = tab.id === selected;
            const props = {
              id: `${baseId}-tab-${tab.id}`,
              role: 'tab',
              'aria-selected': active,
              'aria-controls': `${baseId}-panel`,
              tabIndex: active ? 0 : -1,
              className: `-mb-px shrink-0 border-b-2 px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors ${
                active
                  ? 'border-primary text-primary'
                  : 'border-transparent text-ink-muted hover:border-line hover:text-ink'
              }`,
            } as const;
            const ref = (element: HTMLElement | null) => {
              refs.current[index] = element;
            };
            return hrefOf ? (
              <Link key={tab.id} ref={ref} to={hrefOf(tab.id)} {...props}>
                {tab.label}
              </Link>
            ) : (
              <button
                key={tab.id}
                ref={ref}
                type="button"
                onClick={() => onSelect(tab.id)}
                {...props}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {hidden.start && <ScrollHint side="start" onClick={() => scrollBy(-1)} />}
        {hidden.end && <ScrollHint side="end" onClick={() => scrollBy(1)} />}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${selected}`}
        className="pt-6"
      >
        {children}
      </div>
    </div>
  );
}

/** Which ends of a sideways-scrolling list hide something. */
function useHiddenSides(ref: RefObject<HTMLElement | null>) {
  const [sides, setSides] = useState({ start: false, end: false });
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setSides((current) =>
        current.start === start && current.end === end ? current : { start, end },
      );
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return sides;
}

/** Scrolls the list (not the page) so the tab is in view. */
function revealTab(list: HTMLElement | null, tab: HTMLElement | null | undefined) {
  if (!list || !tab) return;
  const margin = 32;
  if (tab.offsetLeft < list.scrollLeft + margin) list.scrollTo({ left: tab.offsetLeft - margin });
  else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth - margin)
    list.scrollTo({ left: tab.offsetLeft + tab.offsetWidth - list.clientWidth + margin });
}

/** The fade and arrow over the side of the tabs that hides more (a pointer's shortcut). */
function ScrollHint({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  const start = side === 'start';
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      onClick={onClick}
      className={`absolute top-0 bottom-px flex w-12 items-center text-ink-muted hover:text-ink ${
        start
          ? 'left-0 justify-start bg-linear-to-r from-page from-40% to-transparent pl-1'
          : 'right-0 justify-end bg-linear-to-l from-page from-40% to-transparent pr-1'
      }`}
    >
      <Icon name={start ? 'chevronLeft' : 'chevronRight'} size={20} />
    </button>
  );
}
