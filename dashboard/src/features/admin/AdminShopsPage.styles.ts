import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The filters above the table: the status tabs, then the search, side by side from md. */
export const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;

  ${({ theme }) => theme.media.up('md')} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

export const SearchForm = styled.form`
  width: 100%;
  margin: 0;

  ${({ theme }) => theme.media.up('md')} {
    width: 20rem;
  }
`;

/** The shop's name, which leads to its page. */
export const ShopLink = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textLink};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/** A short text that may wrap between its words (a category), so the table fits a laptop. */
export const NarrowCell = styled.span`
  display: block;
  min-width: 5rem;
  max-width: 8.5rem;
  white-space: normal;
`;
