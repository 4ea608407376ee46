import { Route, Routes } from 'react-router-dom';
import { AssembliesPage } from './AssembliesPage';
import { AssemblyPage } from './AssemblyPage';
import { EditAssemblyPage, NewAssemblyPage } from './form/DraftPages';
import { RulesPage } from './RulesPage';
import { BookPage } from './minutes/BookPage';
import { MinutesPage } from './minutes/MinutesPage';
import { ChairPage } from './session/ChairPage';

/**
 * /assemblies (the list), /assemblies/new, /assemblies/rules (the statute's), /assemblies/book (the book of meetings
 * verified and printed), /assemblies/:id (convening, the roll, proxies and attendance), /assemblies/:id/edit (a draft),
 * /assemblies/:id/chair (the chair's view in the hall) and /assemblies/:id/minutes (the minutes, once closed).
 */
export function AssembliesRoutes() {
  return (
    <Routes>
      <Route index element={<AssembliesPage />} />
      <Route path="new" element={<NewAssemblyPage />} />
      <Route path="rules" element={<RulesPage />} />
      <Route path="book" element={<BookPage />} />
      <Route path=":id" element={<AssemblyPage />} />
      <Route path=":id/edit" element={<EditAssemblyPage />} />
      <Route path=":id/chair" element={<ChairPage />} />
      <Route path=":id/minutes" element={<MinutesPage />} />
    </Routes>
  );
}
