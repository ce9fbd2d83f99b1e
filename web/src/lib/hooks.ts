import { useDispatch, useSelector } from 'react-redux';
// Types only (erased at build): the store is assembled by the app from the features' slices.
import type { AppDispatch, RootState } from '../app/store';

/** The store's dispatch and selector, typed: what every feature and shared component uses. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
