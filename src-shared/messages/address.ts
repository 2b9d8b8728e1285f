// The address block (src-renderer/address/AddressFields) every address form shares: signup, profile,
// external contacts and a document's address (part of src-shared/messages.ts). State and city from
// IBGE's lists are labelled by locations.ts.
export const addressMessages = {
  zip: 'CEP',
  zipPlaceholder: '00000-000',
  zipNotFound: 'CEP não encontrado',
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  /** A document's place, typed (not chosen from IBGE's lists). */
  city: 'Cidade',
  uf: 'UF',
};
