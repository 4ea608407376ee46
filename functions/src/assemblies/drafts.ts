import { FieldValue } from 'firebase-admin/firestore';
import { storedAgenda, type AssemblyInput } from '@tessera/domain/assemblies/assembly';
import { documentsOf, reattach } from '@tessera/domain/assemblies/documents';
import { createAssemblyContract, updateAssemblyContract } from '@tessera/domain/contracts/assemblies';
import { orgCol } from '@tessera/domain/paths';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { assertStatus, loadAssembly, meetingRef, type StoredAssembly } from './store';

/** What an assembly's input becomes when stored (dates normalized to UTC ISO, so they compare as strings too). */
const draftFields = (a: AssemblyInput) => ({
  kind: a.kind,
  title: a.title,
  firstCall: new Date(a.firstCall).toISOString(),
  secondCall: new Date(a.secondCall).toISOString(),
  place: a.place || null,
  online: a.online,
  agenda: storedAgenda(a.agenda),
});

/** The video meeting's address, kept apart from the assembly members read (store.ts meetingRef); none unless online. */
const meeting = (a: AssemblyInput) => ({ url: a.online ? a.meetingUrl : null });

/** POST /v1/assemblies/create: a new assembly in DRAFT. */
export const createAssembly = route(createAssemblyContract, async ({ claims, body, principal }) => {
  const ref = db.collection(orgCol(claims.org, 'assemblies')).doc();
  const stored: StoredAssembly = {
    ...draftFields(body),
    status: 'DRAFT',
    openedOn: null,
    entitledAtOpening: null,
    present: 0,
    represented: 0,
  };
  const batch = db.batch();
  batch.create(ref, { ...stored, documents: [], createdAt: FieldValue.serverTimestamp(), createdBy: principal.uid });
  batch.set(meetingRef(claims.org, ref.id), meeting(body));
  await batch.commit();
  return { id: ref.id };
});

/** POST /v1/assemblies/update: only a DRAFT changes; once convened the members were told what it holds. */
export const updateAssembly = route(updateAssemblyContract, async ({ claims, body }) => {
  await db.runTransaction(async (tx) => {
    const { ref, data } = await loadAssembly(claims.org, body.assemblyId, tx);
    assertStatus(data, 'DRAFT');
    const fields = draftFields(body.assembly);
    const documents = reattach(documentsOf(data), data.agenda, fields.agenda);
    tx.update(ref, { ...fields, documents, updatedAt: FieldValue.serverTimestamp() });
    tx.set(meetingRef(claims.org, body.assemblyId), meeting(body.assembly));
  });
  return {};
});
