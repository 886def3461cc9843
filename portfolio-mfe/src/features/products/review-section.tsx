import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Link, Stack, Typography } from '@catalogo/shared-ui';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  ResourcePicker,
  useFormReadOnly,
} from '@catalogo/shared-ui/panel';
import { resources } from '../../app/paths';
import { CompletenessBar } from './completeness-bar';
import type { ProductValues } from './product-schema';
import { SECTIONS, sectionOf, statusLabel } from './product-types';
import type { CompletenessSection, ProductRow, ProductStatus, SectionKey } from './product-types';
import { SectionPart } from './field-grid';
import { StatusChip } from './status-chip';

export interface ReviewProps {
  row: ProductRow | null;
  /** Fields in error per tab (the form as it is now). */
  counts: Record<SectionKey, number>;
  goTo: (section: SectionKey, field?: string) => void;
}

const sectionLabel = (key: string) => SECTIONS.find((s) => s.key === key)?.label ?? key;

/** Revisão: completeness per section, what blocks publishing, and the publish decision. */
export function ReviewSection({ row, counts, goTo }: ReviewProps) {
  const completeness = row?.completeness;
  const blockers = completeness?.blockers ?? [];
  return (
    <>
      <SectionPart title="Situação">
        <Decision row={row} blocked={blockers.length > 0} />
      </SectionPart>
      <SectionPart
        title="O que impede a publicação"
        help="Calculado na última versão salva: salve para atualizar."
      >
        {!row ? (
          <Typography color="text.secondary">Salve o produto para ver a revisão.</Typography>
        ) : blockers.length === 0 ? (
          <Alert severity="success">Nada impede a publicação.</Alert>
        ) : (
          <Box component="ul" aria-label="Pendências para publicar" sx={{ pl: 2.5, m: 0 }}>
            {blockers.map((blocker, index) => {
              const section = (sectionOf(blocker.field) ?? blocker.section) as SectionKey;
              return (
                <li key={`${blocker.field}-${index}`}>
                  <Link
                    component="button"
                    type="button"
                    onClick={(event: MouseEvent) => {
                      event.preventDefault();
                      goTo(section, blocker.field);
                    }}
                    sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
                  >
                    {sectionLabel(section)}: {blocker.reason}
                  </Link>
                </li>
              );
            })}
          </Box>
        )}
      </SectionPart>
      <SectionPart title="Completude por seção">
        {completeness && (
          <Box sx={{ maxWidth: 480, mb: 2 }}>
            <Typography variant="subtitle2">Produto</Typography>
            <CompletenessBar percent={completeness.percent} label="produto" />
          </Box>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {SECTIONS.filter((s) => s.key !== 'review').map((section) => {
            const state = completeness?.sections[section.key as CompletenessSection];
            const missing = state?.missing ?? [];
            return (
              <Box component="li" key={section.key} sx={{ maxWidth: 640 }}>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', columnGap: 2, flexWrap: 'wrap' }}
                >
                  <Link
                    sx={{ minWidth: 110, textAlign: 'left' }}
                    component="button"
                    type="button"
                    onClick={(event: MouseEvent) => {
                      event.preventDefault();
                      goTo(section.key);
                    }}
                  >
                    {section.label}
                  </Link>
                  {counts[section.key] > 0 && (
                    <Typography variant="body2" color="error">
                      {counts[section.key] === 1
                        ? '1 campo com erro'
                        : `${counts[section.key]} campos com erro`}
                    </Typography>
                  )}
                  {state && (
                    <Box sx={{ flex: '1 1 160px' }}>
                      <CompletenessBar percent={state.percent} label={section.label} />
                    </Box>
                  )}
                </Stack>
                {missing.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    Falta:{' '}
                    {missing
                      .map((m) => `${m.reason}${m.required ? ' (obrigatório)' : ''}`)
                      .join('; ')}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      </SectionPart>
    </>
  );
}

/** Publicar / Voltar para rascunho / Descontinuar: the status changes and the product is saved. */
function Decision({ row, blocked }: { row: ProductRow | null; blocked: boolean }) {
  const readOnly = useFormReadOnly();
  const { setValue, getValues } = useFormContext<ProductValues>();
  const status = useWatch<ProductValues, 'status'>({ name: 'status' });
  const [discontinuing, setDiscontinuing] = useState<HTMLFormElement | null>(null);
  const saved = row?.status ?? 'draft';

  // A decision the save did not carry (refused, invalid, a conflict) goes back to the saved
  // status: Salvar alone must not publish later by surprise.
  const { isSubmitting } = useFormState();
  const pending = useRef<ProductStatus | null>(null);
  const submitting = useRef(false);
  useEffect(() => {
    if (submitting.current && !isSubmitting && pending.current) {
      if (pending.current !== saved) setValue('status', saved, { shouldDirty: true });
      pending.current = null;
    }
    submitting.current = isSubmitting;
  }, [isSubmitting, saved, setValue]);

  function decide(next: ProductStatus, form: HTMLFormElement | null | undefined) {
    pending.current = next;
    setValue('status', next, { shouldDirty: true });
    // The page's one save: the whole product goes with its new status.
    form?.requestSubmit();
  }

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography>Situação salva:</Typography>
        <StatusChip status={saved} />
        {status !== saved && (
          <Typography color="text.secondary">(ao salvar: {statusLabel(status)})</Typography>
        )}
      </Stack>
      {row?.replacedBy && (
        <Typography variant="body2">Substituído por {row.replacedBy.code}.</Typography>
      )}
      {!readOnly && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {saved !== 'published' && (
            <Button
              variant="contained"
              onClick={(event) => decide('published', event.currentTarget.form)}
            >
              Publicar
            </Button>
          )}
          {saved !== 'draft' && (
            <Button
              variant="outlined"
              onClick={(event) => decide('draft', event.currentTarget.form)}
            >
              Voltar para rascunho
            </Button>
          )}
          {saved !== 'discontinued' && (
            <Button
              variant="outlined"
              color="warning"
              onClick={(event) => setDiscontinuing(event.currentTarget.form)}
            >
              Descontinuar
            </Button>
          )}
        </Stack>
      )}
      {!readOnly && blocked && saved !== 'published' && (
        <Typography variant="body2" color="text.secondary">
          Publicar salva o produto; a API recusa a publicação enquanto houver pendências.
        </Typography>
      )}
      {discontinuing && (
        <DiscontinueDialog
          productId={row?.id}
          initial={getValues('replacedById')}
          onCancel={() => setDiscontinuing(null)}
          onConfirm={(replacedById) => {
            setValue('replacedById', replacedById, { shouldDirty: true });
            const form = discontinuing;
            setDiscontinuing(null);
            decide('discontinued', form);
          }}
        />
      )}
    </Stack>
  );
}

function DiscontinueDialog(props: {
  productId: string | undefined;
  initial: string | null;
  onCancel: () => void;
  onConfirm: (replacedById: string | null) => void;
}) {
  const titleId = useId();
  const [replacedById, setReplacedById] = useState<string | null>(props.initial);
  return (
    <Suspense fallback={null}>
      <Dialog open fullWidth maxWidth="sm" onClose={props.onCancel} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Descontinuar produto</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            O produto sai das buscas do catálogo. Indique o produto que o substitui, se houver.
          </DialogContentText>
          <ResourcePicker
            resource={resources.products}
            label="Substituído por"
            value={replacedById}
            onChange={(id) => setReplacedById(id === props.productId ? null : id)}
            optionLabel={(row) => String(row.code ?? row.id)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel}>Cancelar</Button>
          <Button variant="contained" color="warning" onClick={() => props.onConfirm(replacedById)}>
            Descontinuar e salvar
          </Button>
        </DialogActions>
      </Dialog>
    </Suspense>
  );
}
