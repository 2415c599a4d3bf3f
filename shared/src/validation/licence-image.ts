import { invalid, valid, type ValidationResult } from './validation-result';

/** Saving a licence image requires a chosen file (product.md §2, §5). */
export const validateLicenceImage = <F>(file: F | null | undefined): ValidationResult<F> =>
  file === null || file === undefined
    ? invalid([{ field: 'licenseImage', messageKey: 'choose image first' }])
    : valid(file);
