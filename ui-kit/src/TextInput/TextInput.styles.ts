import styled from 'styled-components';
import { fieldControlStyles } from '../FormField/FormField.styles';

/** A single-line input in the field style; shared by the e-mail, phone, date, number and password inputs. */
export const StyledInput = styled.input`
  ${fieldControlStyles}

  /* The calendar button of a date input. */
  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
  }
`;
