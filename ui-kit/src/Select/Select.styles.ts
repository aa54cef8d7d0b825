import styled from 'styled-components';
import { fieldControlStyles } from '../FormField/FormField.styles';

export const SelectGroup = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledSelect = styled.select`
  ${fieldControlStyles}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space[7] + theme.space[2]}px;
  cursor: pointer;
  text-overflow: ellipsis;
`;

/** The chevron drawn over the select's right edge; clicks go through it to the select. */
export const SelectChevron = styled.span`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[3]}px;
  display: flex;
  pointer-events: none;
  color: ${({ theme }) => theme.color.textDefault};

  & > svg {
    width: ${({ theme }) => theme.space[5]}px;
    height: ${({ theme }) => theme.space[5]}px;
  }
`;
