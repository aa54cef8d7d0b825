// The rules (yup and the domain's schemas, about 12 kB gzip) are needed at the first submit, not
// to draw a form: they are fetched once a form is on screen, out of the screen's first load.
export const loadSchemas = () => import('@merci/domain/schemas');
