import { useEffect } from 'react';

/**
 * Closing or reloading the page while a form has unsaved changes shows the browser's own
 * "changes will not be saved" warning (spec §2.3). Pass react-hook-form's formState.isDirty.
 */
export function useUnsavedChangesWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
