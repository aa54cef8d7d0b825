import styled from 'styled-components';

/** The create and edit form: one readable column. */
export const FormColumn = styled.div`
  width: 100%;
  max-width: 44rem;
`;
