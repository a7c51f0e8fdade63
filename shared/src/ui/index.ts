export { Loading, type LoadingProps } from './loading/loading';
export { ErrorMessage, type ErrorMessageProps } from './error-message/error-message';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { QueryState, type QueryLike, type QueryStateProps } from './query-state/query-state';
export { Modal, type ModalProps } from './modal/modal';
export { useFocusTrap } from './modal/use-focus-trap';
export { Carousel, type CarouselProps } from './carousel/carousel';
export { PageHeading, usePageTitle } from './page-heading/page-heading';
export { CoinIcon, PartyIcon } from './icons/icons';
