/** A complete, valid sign-up form: the schema tests change one field of it at a time. */
export const VALID_SIGN_UP = {
  shopName: 'Maison Lumière',
  phoneNumber: '0612345678',
  category: '3',
  addressFirstRow: '12 rue des Lilas',
  addressSecondRow: '',
  addressPostalCode: '69002',
  addressCity: 'Lyon',
  userName: 'Camille Martin',
  userEmail: 'camille@maison-lumiere.fr',
  userPassword: 'secret',
  userConfirmPassword: 'secret',
};
