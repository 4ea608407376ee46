import { Route, Routes } from 'react-router-dom';
import { CardDetailPage } from './CardDetailPage';
import { CardsPage } from './CardsPage';

/** /cards (the list) and /cards/:number (card detail with payments, PDF and email). */
export function CardsRoutes() {
  return (
    <Routes>
      <Route index element={<CardsPage />} />
      <Route path=":number" element={<CardDetailPage />} />
    </Routes>
  );
}
