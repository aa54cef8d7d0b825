import styled from 'styled-components';
import { RouterLink } from '../../lib/routing/RouterLink';

/** SPEC §2: a centered column, half the width on large screens. */
export const Column = styled.div`
  width: 100%;
  margin: 0 auto;

  ${({ theme }) => theme.media.up('lg')} {
    width: 50%;
    min-width: 560px;
  }
`;

export const Item = styled.li<{ $isRead: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  /* Read items are shaded (SPEC §2). */
  background: ${({ theme, $isRead }) => ($isRead ? theme.color.surfaceMuted : theme.color.surfaceDefault)};
`;

export const ItemText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

/** A notification's message when it leads somewhere (a use request to its reward). */
export const MessageLink = styled(RouterLink)`
  color: ${({ theme }) => theme.color.textLink};
  text-decoration: underline;
  text-underline-offset: 2px;
`;
