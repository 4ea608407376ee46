import { Route, Routes } from 'react-router-dom';
import { AssembliesPage } from './AssembliesPage';
import { AssemblyPage } from './AssemblyPage';
import { EditAssemblyPage, NewAssemblyPage } from './form/DraftPages';
import { RulesPage } from './RulesPage';
import { ChairPage } from './session/ChairPage';

/**
 * /assemblies (the list), /assemblies/new, /assemblies/rules (the statute's), /assemblies/:id (convening, the roll,
 * proxies and attendance), /assemblies/:id/edit (a draft) and /assemblies/:id/chair (the chair's view in the hall).
 */
export function AssembliesRoutes() {
  return (
    <Routes>
      <Route index element={<AssembliesPage />} />
      <Route path="new" element={<NewAssemblyPage />} />
      <Route path="rules" element={<RulesPage />} />
      <Route path=":id" element={<AssemblyPage />} />
      <Route path=":id/edit" element={<EditAssemblyPage />} />
      <Route path=":id/chair" element={<ChairPage />} />
    </Routes>
  );
}
