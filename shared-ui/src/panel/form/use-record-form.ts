import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import { useGetPanelRecordQuery } from '@catalogo/shared-auth/panel';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft';
import { sameValue } from './values';

// The form that keeps each record's draft: the page last opened on it.
const keepers = new Map<string, object>();

export interface RecordFormOptions<V extends FieldValues> {
  resource: string;
  id: string | undefined;
  schema: ZodType<V>;
  blank: V;
  toForm: (row: PanelRow) => V;
}

/**
 * The form of one record: loads it fresh (or starts blank), restores a draft left in this
 * browser, keeps a draft while dirty, follows the server while untouched, and knows the row
 * (its version) the edits are based on.
 */
export function useRecordForm<V extends FieldValues>(options: RecordFormOptions<V>) {
  const { resource, id, schema, blank, toForm } = options;
  const key = draftKey(resource, id);
  const methods = useForm<V, unknown, V>({
    resolver: zodResolver(schema as never) as unknown as Resolver<V, unknown, V>,
    defaultValues: blank as DefaultValues<V>,
    mode: 'onTouched',
    shouldUnregister: false,
  });
  const { reset } = methods;
  // A fresh row: a cached one could be stale and its version would make a false conflict.
  const record = useGetPanelRecordQuery(
    { resource, id: id ?? '' },
    { skip: !id, refetchOnMountOrArgChange: true },
  );
  const [base, setBaseState] = useState<PanelRow | null>(null);
  // Mirrors for the change subscription, which must see them the moment they change.
  const baseRef = useRef<PanelRow | null>(null);
  const baseValues = useRef<V>(blank);
  const setBase = useCallback((row: PanelRow | null) => {
    baseRef.current = row;
    setBaseState(row);
  }, []);
  const [ready, setReady] = useState(!id);
  const [draftRestored, setDraftRestored] = useState<null | { stale: boolean }>(null);
  const started = useRef(false);

  const fresh = record.isSuccess && !record.isFetching ? record.data : undefined;
  useEffect(() => {
    if (started.current || (id && !fresh)) return;
    started.current = true;
    const row = fresh ?? null;
    const draft = readDraft<V>(key);
    baseValues.current = row ? toForm(row) : blank;
    // Edits made on an older version are saved against it: the conflict dialog then shows what
    // changed on the server, instead of silently overwriting it.
    const stale = !!row && !!draft && draft.version !== null && draft.version !== row.version;
    setBase(row && stale ? { ...row, version: draft?.version as number } : row);
    reset(baseValues.current);
    if (draft && !sameValue(draft.values, baseValues.current)) {
      reset(draft.values, { keepDefaultValues: true });
      setDraftRestored({ stale });
    }
    setReady(true);
  }, [id, fresh, key, blank, toForm, reset, setBase]);

  // While the user has not touched the form, a newer row from the server simply replaces it.
  useEffect(() => {
    if (!started.current || !fresh || !base || fresh.version <= base.version) return;
    if (methods.formState.isDirty) return;
    baseValues.current = toForm(fresh);
    setBase(fresh);
    reset(baseValues.current);
  }, [fresh, base, methods.formState.isDirty, reset, toForm, setBase]);

  // The draft follows every change while the form differs from its base. It still follows
  // after the page is left: only work the page started can change the form then (an upload
  // that lands late), and it must be there when the user comes back. It stops once the record
  // is opened again (that page keeps the draft now) or the edits ended (created, discarded on
  // leaving, deleted).
  const ended = useRef(false);
  useEffect(() => {
    const me = {};
    keepers.set(key, me);
    const subscription = methods.watch((values) => {
      if (keepers.get(key) !== me || ended.current) {
        subscription.unsubscribe();
        return;
      }
      if (!started.current) return;
      if (sameValue(values, baseValues.current)) clearDraft(key);
      else writeDraft(key, values as V, baseRef.current?.version ?? null);
    });
  }, [methods, key]);

  /** The edits end here (a record created, edits discarded on leaving, a deletion): no draft. */
  const endDraft = useCallback(() => {
    ended.current = true;
    clearDraft(key);
  }, [key]);

  /** The form now shows `row` as saved (or as the server has it): no draft, not dirty. */
  const adopt = useCallback(
    (row: PanelRow) => {
      baseValues.current = toForm(row);
      setBase(row);
      reset(baseValues.current);
      clearDraft(key);
      setDraftRestored(null);
    },
    [key, reset, toForm, setBase],
  );

  const discardDraft = useCallback(() => {
    clearDraft(key);
    setDraftRestored(null);
    if (record.data) adopt(record.data);
    else {
      baseValues.current = blank;
      reset(blank);
    }
  }, [key, record.data, adopt, reset, blank]);

  /** A conflict's merge: the server's row is the base now, and `values` the form's edits. */
  const rebase = useCallback(
    (row: PanelRow, values: V) => {
      baseValues.current = toForm(row);
      setBase(row);
      reset(baseValues.current);
      reset(values, { keepDefaultValues: true });
    },
    [reset, toForm, setBase],
  );

  return {
    methods,
    record,
    base,
    ready,
    draftRestored,
    adopt,
    rebase,
    discardDraft,
    endDraft,
  };
}
