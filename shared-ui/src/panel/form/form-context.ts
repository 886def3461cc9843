import { createContext, useContext } from 'react';

/** Whether the form page is read-only (the user lacks the write permission). */
export const FormReadOnlyContext = createContext(false);

export const useFormReadOnly = () => useContext(FormReadOnlyContext);
