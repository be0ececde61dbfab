import styles from './HighlightTabs.module.css';
import { useTabArrowKeys } from './useTabArrowKeys';

export interface HighlightTab<T extends string> {
  value: T;
  label: string;
}

/**
 * A small tab list drawn as MUI's Tabs (primary text colour, 2 px indicator) for a few tabs that
 * fit their row: MUI's Tabs and its scroll machinery cost a page about 6 KB (gzip).
 * The arrow keys move between tabs, Enter or Space picks one (as with MUI's Tabs).
 */
export function HighlightTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  panelId,
  className,
}: {
  tabs: readonly HighlightTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  idPrefix: string;
  /** The tab panel's id, which follows the selected tab's content. */
  panelId: string;
  className?: string;
}) {
  const { list, moveFocus } = useTabArrowKeys();

  return (
    <div ref={list} role="tablist" aria-label={label} onKeyDown={moveFocus} className={className ? `${styles.tabs} ${className}` : styles.tabs}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={styles.tab}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
