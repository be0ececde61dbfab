import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTabArrowKeys } from './useTabArrowKeys';

export interface HighlightTab<T extends string> {
  value: T;
  label: string;
}

/**
 * A small tab list styled as MUI's Tabs (primary text colour, 2 px indicator) for a few tabs that
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
  sx,
}: {
  tabs: readonly HighlightTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  idPrefix: string;
  /** The tab panel's id, which follows the selected tab's content. */
  panelId: string;
  sx?: SxProps<Theme>;
}) {
  const { list, moveFocus } = useTabArrowKeys();

  return (
    <Box ref={list} role="tablist" aria-label={label} onKeyDown={moveFocus} sx={[{ display: 'flex', minHeight: 48 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            id={`${idPrefix}-${tab.value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            sx={{
              typography: 'button',
              position: 'relative',
              minWidth: 90,
              minHeight: 48,
              px: 2,
              py: 1.5,
              lineHeight: 1.25,
              color: selected ? 'primary.main' : 'text.secondary',
              '&::after': {
                content: '""',
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: 0,
                height: 2,
                bgcolor: selected ? 'primary.main' : 'transparent',
                transition: 'background-color 300ms',
              },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
