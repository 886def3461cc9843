import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { Box, useNavigate, useParams } from '@catalogo/shared-ui';
import { useCan } from '@catalogo/shared-auth';
import type { PanelRow } from '@catalogo/shared-auth/panel';
import { FormAlert } from '../../forms/form-alert';
import { HistoryDialog } from '../history-dialog';
import { FormActions, FormHeader } from './form-actions';
import { FormConflict } from './form-conflict';
import { FormReadOnlyContext } from './form-context';
import type { FormPageProps } from './form-page-props';
import { DraftNotice, RecordStatus } from './record-status';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useRecordForm } from './use-record-form';
import { useSaveRecord } from './use-save-record';
import { pickFormValues } from './values';

const identity = <V,>(values: V) => values as object;

/** A panel form (DESIGN §8.3): one save, drafts, the unsaved-changes guard and conflicts. */
export function FormPage<V extends FieldValues>(props: FormPageProps<V>) {
  const params = useParams();
  const id = props.id ?? params.id;
  // Another record (a create that became an edit) is another form.
  return <FormPageBody key={id ?? 'new'} {...props} id={id} />;
}

function FormPageBody<V extends FieldValues>(props: FormPageProps<V>) {
  const { resource, id, defaultValues: blank, labels, listPath, toForm: toFormProp } = props;
  const titleId = useId();
  const navigate = useNavigate();
  const readOnly = !useCan(props.writePermission);
  const toForm = useMemo(
    () => toFormProp ?? ((row: PanelRow) => pickFormValues(row, blank)),
    [toFormProp, blank],
  );
  const form = useRecordForm({ resource, id, schema: props.schema, blank, toForm });
  const { methods, base } = form;
  const { isDirty, isValid } = methods.formState;
  const [history, setHistory] = useState(false);

  // Read by the navigation guard as the user leaves; a save that navigates clears it first.
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = isDirty && !readOnly;
  }, [isDirty, readOnly]);
  const leave = (to: string) => {
    dirty.current = false;
    void navigate(to, { replace: true });
  };

  const saver = useSaveRecord({
    resource,
    id,
    blank,
    toBody: props.toBody ?? identity,
    setError: methods.setError,
    fieldMessages: props.fieldMessages,
    onSaved(row, created) {
      form.adopt(row);
      if (!created) return;
      // The new record's page takes over; nothing more belongs to a draft of a new one.
      form.endDraft();
      leave(props.editPath?.(row.id) ?? `${listPath}/form/${row.id}`);
    },
  });

  const isNew = !id;
  const title = isNew ? (props.newTitle ?? props.title) : props.title;
  const status = (form.record.error as { status?: unknown } | undefined)?.status;
  return (
    <FormReadOnlyContext.Provider value={readOnly}>
      <FormProvider {...methods}>
        <Box
          component="form"
          noValidate
          aria-labelledby={title ? titleId : undefined}
          onSubmit={methods.handleSubmit((values) => saver.save(values, base?.version))}
          sx={{ minWidth: 0 }}
        >
          <FormHeader
            title={title}
            titleId={titleId}
            listPath={listPath}
            onHistory={isNew ? undefined : () => setHistory(true)}
          />
          {readOnly && (
            <FormAlert
              severity="info"
              message="Você pode consultar este registro, mas não alterá-lo."
            />
          )}
          {form.draftRestored && (
            <DraftNotice stale={form.draftRestored.stale} onDiscard={form.discardDraft} />
          )}
          <FormAlert message={saver.alert} />
          {form.ready ? (
            <Box
              component="fieldset"
              disabled={readOnly && props.readOnlyControls !== 'fields'}
              sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
            >
              {props.children({ ...methods, readOnly, isNew, row: base })}
            </Box>
          ) : (
            <RecordStatus
              error={form.record.isError}
              notFound={status === 404}
              listPath={listPath}
              onRetry={() => void form.record.refetch()}
            />
          )}
          {!readOnly && form.ready && (
            <FormActions
              resource={resource}
              row={isNew ? null : base}
              canSave={isDirty && isValid}
              saving={saver.saving}
              deletable={
                typeof props.deletable === 'function'
                  ? base !== null && props.deletable(base)
                  : props.deletable !== false
              }
              onDeleted={() => {
                form.endDraft();
                leave(listPath);
              }}
              onStale={() => void form.record.refetch()}
            />
          )}
        </Box>
        <UnsavedChangesGuard dirty={dirty} onDiscard={form.endDraft} />
        {saver.conflict && (
          <FormConflict
            key={saver.conflict.current.version}
            conflict={saver.conflict}
            base={base}
            blank={blank}
            toForm={toForm}
            labels={labels}
            saving={saver.saving}
            onTakeServer={form.adopt}
            onSaveMerged={(row, values) => {
              form.rebase(row, values);
              void saver.save(values, row.version);
            }}
            onClose={saver.closeConflict}
          />
        )}
        {id && (
          <HistoryDialog
            open={history}
            onClose={() => setHistory(false)}
            resource={resource}
            id={id}
            labels={labels}
          />
        )}
      </FormProvider>
    </FormReadOnlyContext.Provider>
  );
}
