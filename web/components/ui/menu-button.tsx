import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export interface MenuOption<T extends string> {
  value: T;
  /** The item's accessible name. */
  label: string;
  description?: string;
  content: ReactNode;
}

interface MenuButtonProps<T extends string> {
  /** Accessible name of the button and the menu ("Theme", "Language"). */
  label: string;
  icon: IconName;
  /** Shown next to the icon on wider screens. */
  currentText: string;
  value: T;
  options: readonly MenuOption<T>[];
  onSelect: (value: T) => void;
  menuClassName?: string;
}

/** A button opening a single-choice menu (WAI-ARIA menu button with menuitemradio items). */
export function MenuButton<T extends string>({
  label,
  icon,
  currentText,
  value,
  options,
  onSelect,
  menuClassName = 'w-72',
}: MenuButtonProps<T>) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return undefined;
    const selected = Math.max(
      0,
      options.findIndex((option) => option.value === value),
    );
    itemRefs.current[selected]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Focus moves only when the menu opens, not when the options re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const focusItem = (index: number) => {
    const count = options.length;
    itemRefs.current[(index + count) % count]?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(options.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink shadow-xs transition-colors hover:bg-surface-muted"
      >
        <Icon name={icon} size={18} className="text-ink-muted" />
        <span className="hidden max-w-32 truncate sm:inline">{currentText}</span>
        <Icon name="chevronDown" size={16} className="text-ink-muted" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className={`absolute right-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-surface p-1.5 text-ink shadow-xl ring-1 ring-black/5 ${menuClassName}`}
        >
          {options.map((option, index) => {
            const checked = option.value === value;
            const descriptionId = option.description ? `${menuId}-${option.value}-desc` : undefined;
            return (
              <button
                key={option.value}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                aria-label={option.label}
                aria-describedby={descriptionId}
                tabIndex={-1}
                onClick={() => {
                  onSelect(option.value);
                  close(true);
                }}
                className={`flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left text-sm transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted ${
                  checked ? 'bg-primary-soft' : ''
                }`}
              >
                <span className="min-w-0 flex-1">{option.content}</span>
                {option.description && (
                  <span id={descriptionId} className="sr-only">
                    {option.description}
                  </span>
                )}
                <Icon
                  name="check"
                  size={18}
                  className={checked ? 'shrink-0 text-primary' : 'shrink-0 opacity-0'}
                />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
