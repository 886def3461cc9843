import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Button, Icon, Typography } from '@catalogo/shared-ui';
import { SECTIONS } from './product-types';
import type { SectionKey } from './product-types';

export interface TabState {
  /** Fields of the tab in error. */
  errors: number;
  /** The saved product's completeness of the section (none for review or a new product). */
  percent: number | null;
}

/**
 * The product's eight sections as tabs (WAI-ARIA tabs: arrows, Home and End move between them),
 * each with its error badge and completeness; the strip scrolls sideways on a phone.
 */
export function SectionTabs(props: {
  current: SectionKey;
  states: Record<SectionKey, TabState>;
  onChange: (key: SectionKey) => void;
  children: ReactNode;
}) {
  const { current, states, onChange } = props;
  const base = useId();
  const refs = useRef<Partial<Record<SectionKey, HTMLButtonElement | null>>>({});
  const tabId = (key: SectionKey) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;

  function move(event: KeyboardEvent) {
    const index = SECTIONS.findIndex((s) => s.key === current);
    const last = SECTIONS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % SECTIONS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + SECTIONS.length) % SECTIONS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = SECTIONS[next]!.key;
    onChange(key);
    refs.current[key]?.focus();
  }

  return (
    <>
      <Box
        role="tablist"
        aria-label="Seções do produto"
        onKeyDown={move}
        sx={{
          display: 'flex',
          gap: 0.5,
          overflowX: 'auto',
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
          // the strip scrolls, the page does not
          maxWidth: '100%',
          scrollbarWidth: 'thin',
        }}
      >
        {SECTIONS.map((section) => {
          const selected = section.key === current;
          const { errors, percent } = states[section.key];
          const described = [
            errors ? `${errors} ${errors === 1 ? 'campo com erro' : 'campos com erro'}` : '',
            percent !== null ? `${percent}% completo` : '',
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <Button
              key={section.key}
              ref={(element: HTMLButtonElement | null) => {
                refs.current[section.key] = element;
              }}
              id={tabId(section.key)}
              role="tab"
              type="button"
              aria-selected={selected}
              aria-controls={panelId}
              aria-label={described ? `${section.label} (${described})` : section.label}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(section.key)}
              sx={{
                flexShrink: 0,
                borderRadius: 0,
                borderBottom: 2,
                borderColor: selected ? 'primary.main' : 'transparent',
                color: selected ? 'primary.main' : 'text.secondary',
                px: 1.5,
                py: 1,
                gap: 0.75,
                textTransform: 'none',
                fontWeight: selected ? 700 : 500,
              }}
            >
              <Icon icon={`catalogo-icon:section-${section.key}`} size={18} />
              {section.label}
              {errors > 0 && (
                <Box
                  component="span"
                  aria-hidden
                  data-testid={`badge-${section.key}`}
                  sx={{
                    bgcolor: 'error.main',
                    color: 'error.contrastText',
                    borderRadius: 5,
                    minWidth: 20,
                    height: 20,
                    px: 0.5,
                    fontSize: 12,
                    lineHeight: '20px',
                    textAlign: 'center',
                  }}
                >
                  {errors}
                </Box>
              )}
              {percent !== null && errors === 0 && (
                <Typography
                  component="span"
                  aria-hidden
                  variant="caption"
                  color={percent >= 100 ? 'success.main' : 'text.secondary'}
                >
                  {percent}%
                </Typography>
              )}
            </Button>
          );
        })}
      </Box>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(current)} sx={{ minWidth: 0 }}>
        {props.children}
      </Box>
    </>
  );
}
