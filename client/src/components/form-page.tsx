/**
 * A create dialog drawn as a page (lib/create-pages.ts): inside `<AsFormPage>`, FormDialog draws its
 * form in the page rather than behind a button, and the form recipe (lib/use-create-form.ts) leaves
 * for the list the form belongs to when it is sent or cancelled, where the dialog would have closed.
 */
import { createContext, useContext, type ReactNode } from "react";

interface FormPage {
  /** Where Cancel and a sent form lead: the list the dialog would have been opened from. */
  leaveTo: string;
}

const FormPageContext = createContext<FormPage | null>(null);

/** The form page around this form, or null inside a dialog. */
export function useFormPage(): FormPage | null {
  return useContext(FormPageContext);
}

export function AsFormPage({ leaveTo, children }: FormPage & { children: ReactNode }) {
  return <FormPageContext.Provider value={{ leaveTo }}>{children}</FormPageContext.Provider>;
}
