import { Suspense, useId, useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@catalogo/shared-ui';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ResourcePicker,
} from '@catalogo/shared-ui/panel';
import { panelApi } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';
import type { ApplicationValues } from './product-schema';
import { vehicleLabel } from './vehicle-label';
import { ModelPicker } from './vehicle-picker';

export interface Added {
  application: ApplicationValues;
  label: string;
}

/** `PALIO 1.0; 2010; 2015; DIANTEIRA`: a pasted line (tab, `;` or `|` between its parts). */
export function parseLine(line: string) {
  const [search = '', start = '', end = '', position = ''] = line
    .split(/\t|;|\|/)
    .map((part) => part.trim());
  const year = (text: string) => (/^\d{4}$/.test(text) ? Number(text) : null);
  return { search, yearStart: year(start), yearEnd: year(end), position: position.toUpperCase() };
}

/**
 * Adicionar várias: every vehicle of a model, each with its whole year range, or pasted lines.
 * Closes when all was added; lines not found stay in the box with the reason.
 */
export function AddManyDialog(props: { onAdd: (added: Added[]) => void; onClose: () => void }) {
  const titleId = useId();
  const [mode, setMode] = useState<'model' | 'paste'>('model');
  const [factoryId, setFactoryId] = useState<string | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [findVehicles] = panelApi.useLazyGetPanelListQuery();

  async function addModel() {
    setBusy(true);
    setProblems([]);
    try {
      const list = await findVehicles({
        resource: resources.vehicles,
        params: { factory: factoryId, q: model ?? '', active: true, page: 1, pageSize: 100 },
      }).unwrap();
      // `q` finds the name inside other models too ('GOL' in 'GOLF'): only this model's.
      const versions = list.items.filter((vehicle) => vehicle.model === model);
      if (versions.length === 0) {
        setProblems(['Nenhum veículo encontrado para este modelo.']);
        return;
      }
      props.onAdd(
        versions.map((vehicle) => ({
          application: {
            vehicleId: vehicle.id,
            yearStart: (vehicle.yearStart as number | null) ?? null,
            yearEnd: (vehicle.yearEnd as number | null) ?? null,
            position: '',
            note: '',
          },
          label: vehicleLabel(vehicle),
        })),
      );
      props.onClose();
    } catch {
      setProblems(['Não foi possível buscar os veículos. Tente novamente.']);
    } finally {
      setBusy(false);
    }
  }

  async function addLines() {
    setBusy(true);
    const lines = text
      .split(/\r?\n/)
      .map((line, index) => ({ number: index + 1, text: line, ...parseLine(line) }))
      .filter((line) => line.search);
    const added: Added[] = [];
    const found: string[] = [];
    const left: string[] = [];
    for (const line of lines) {
      const list = await findVehicles({
        resource: resources.vehicles,
        params: { factory: factoryId, q: line.search, page: 1, pageSize: 2 },
      })
        .unwrap()
        .catch(() => null);
      const vehicle = list?.items.length === 1 ? list.items[0]! : null;
      if (!vehicle) {
        found.push(
          `Linha ${line.number} (${line.search}): ${
            list === null
              ? 'não foi possível buscar.'
              : list.items.length
                ? 'mais de um veículo; seja mais específico.'
                : 'nenhum veículo encontrado.'
          }`,
        );
        left.push(line.text);
        continue;
      }
      added.push({
        application: {
          vehicleId: vehicle.id,
          yearStart: line.yearStart ?? (vehicle.yearStart as number | null) ?? null,
          yearEnd: line.yearEnd ?? (vehicle.yearEnd as number | null) ?? null,
          position: line.position,
          note: '',
        },
        label: vehicleLabel(vehicle),
      });
    }
    setBusy(false);
    if (added.length) props.onAdd(added);
    if (found.length === 0) {
      props.onClose();
      return;
    }
    // What was not found stays to be fixed; what was added is gone from the box.
    setProblems(found);
    setText(left.join('\n'));
  }

  return (
    <Suspense fallback={null}>
      <Dialog
        open
        fullWidth
        maxWidth="sm"
        onClose={busy ? undefined : props.onClose}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Adicionar várias aplicações</DialogTitle>
        <DialogContent>
          <Stack
            direction="row"
            role="group"
            aria-label="Como adicionar"
            sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}
          >
            <Button
              aria-pressed={mode === 'model'}
              variant={mode === 'model' ? 'contained' : 'text'}
              onClick={() => setMode('model')}
            >
              Todos de um modelo
            </Button>
            <Button
              aria-pressed={mode === 'paste'}
              variant={mode === 'paste' ? 'contained' : 'text'}
              onClick={() => setMode('paste')}
            >
              Colar linhas
            </Button>
          </Stack>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ResourcePicker
              resource={resources.factories}
              label="Montadora"
              value={factoryId}
              onChange={(id) => {
                setFactoryId(id);
                setModel(null);
              }}
            />
            {mode === 'model' ? (
              <ModelPicker
                key={factoryId ?? ''}
                factoryId={factoryId}
                value={model}
                onChange={setModel}
                helperText="Cada versão ativa do modelo entra com seus anos de fabricação."
              />
            ) : (
              <TextField
                label="Linhas"
                value={text}
                multiline
                minRows={5}
                onChange={(event) => setText(event.target.value)}
                helperText="Uma aplicação por linha: veículo; ano inicial; ano final; posição. Ex.: PALIO 1.0 FIRE; 2010; 2015; DIANTEIRA"
              />
            )}
            {problems.length > 0 && (
              <Alert severity="warning" role="alert">
                <Typography variant="body2" component="div">
                  {problems.map((problem) => (
                    <div key={problem}>{problem}</div>
                  ))}
                </Typography>
              </Alert>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Fechar
          </Button>
          <Button
            variant="contained"
            disabled={busy || (mode === 'model' ? !factoryId || !model : !text.trim())}
            aria-busy={busy || undefined}
            onClick={() => void (mode === 'model' ? addModel() : addLines())}
          >
            Adicionar
          </Button>
        </DialogActions>
      </Dialog>
    </Suspense>
  );
}
