import { Suspense, useEffect, useId } from 'react';
import type { RefObject } from 'react';
import { Button, isForcedReloadUnderway, useBlocker } from '@catalogo/shared-ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '../mui';

export interface UnsavedChangesGuardProps {
  /** Read on each navigation (a ref: a save that resets the form navigates in the same tick). */
  dirty: RefObject<boolean>;
  /** The edits are thrown away (the draft with them). */
  onDiscard: () => void;
}

/**
 * Leaving a form with unsaved changes asks first: inside the app through React Router's blocker
 * (it needs a data router), and when closing or reloading the tab through `beforeunload`. The
 * draft keeps the edits unless the user discards them.
 */
export function UnsavedChangesGuard({ dirty, onDiscard }: UnsavedChangesGuardProps) {
  const titleId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !!dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      // The app reloading itself (a failed chunk) has kept the draft: no prompt.
      if (!dirty.current || isForcedReloadUnderway()) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it to show their prompt
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <Dialog open onClose={() => blocker.reset()} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Descartar alterações?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Há alterações que não foram salvas. Você pode continuar editando, sair guardando um
            rascunho neste navegador ou descartá-las.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => blocker.reset()} autoFocus>
            Continuar editando
          </Button>
          <Button onClick={() => blocker.proceed()}>Sair e manter rascunho</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              onDiscard();
              blocker.proceed();
            }}
          >
            Descartar
          </Button>
        </DialogActions>
      </Dialog>
    </Suspense>
  );
}
