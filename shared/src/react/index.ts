export { ConfirmDialog } from './ConfirmDialog';
export { closeDialog, Dialog, DIALOG_CLOSE_CLASS } from './Dialog';
export { barWidths, PriceSplit, type SplitParts } from './PriceSplit';
export {
  definePage,
  type PageContext,
  type PageDefinition,
  type PageDescription,
  type Rendering,
} from './definePage';
export { SelectField, type SelectOption } from './SelectField';
export { useHydrated } from './useHydrated';
export { useLicenseKeys } from './useLicenseKeys';
export { useProblemTexts } from './useProblemTexts';
export { usePlatformNamer, usePlatformNames } from './usePlatformNames';
export { downloadBlob } from './downloadBlob';
export { onDemand, useOnDemand, type OnDemand } from './onDemand';
