// The permission catalogue the spec names (§6 of both documents). The server seeds it; the
// renderer's route table refers to these names. The spec gives no names for the 'Contatos
// externos' and 'Assinatura' subgroups, so those follow the same kebab-case convention.

export type PermissionDefinition = {
  name: string;
  readableName: string;
  subgroup: string;
  group: string;
};

const define = (group: string, subgroup: string, entries: Array<[string, string]>): PermissionDefinition[] =>
  entries.map(([name, readableName]) => ({ name, readableName, subgroup, group }));

export const PERMISSIONS: readonly PermissionDefinition[] = [
  ...define('Fila de trabalho', 'Fila de trabalho', [['workspaceAccess', 'Acessar a fila de trabalho']]),
  ...define('Administração', 'Auditoria', [['audit-list', 'Listar auditoria']]),
  ...define('Administração', 'Setores', [
    ['sector-settings-access', 'Acessar configurações do setor'],
    ['sector-list', 'Listar setores'],
    ['sector-create-update', 'Criar e editar setores'],
    ['manage-sector-users', 'Gerenciar usuários do setor'],
  ]),
  ...define('Administração', 'Organização', [
    ['manage-organization', 'Gerenciar organização'],
    ['manage-doc-settings', 'Gerenciar configurações de documentos'],
    ['manage-services', 'Gerenciar serviços'],
  ]),
  ...define('Administração', 'Funções', [['manage-roles', 'Gerenciar funções']]),
  ...define('Administração', 'Assuntos', [['manage-subjects', 'Gerenciar assuntos']]),
  ...define('Administração', 'Usuários internos', [
    ['user-list', 'Listar usuários internos'],
    ['user-create', 'Criar usuários internos'],
    ['user-update', 'Editar usuários internos'],
  ]),
  ...define('Administração', 'Listas de transmissão', [
    ['broadcast-create', 'Criar listas de transmissão'],
    ['broadcast-update', 'Editar listas de transmissão'],
    ['broadcast-delete', 'Excluir listas de transmissão'],
  ]),
  ...define('Administração', 'Contatos externos', [
    ['external-contact-list', 'Listar usuários externos'],
    ['external-contact-create', 'Criar usuários externos'],
    ['external-contact-update', 'Editar usuários externos'],
  ]),
  ...define('Relatórios', 'Relatórios', [
    ['report-access', 'Acessar relatórios'],
    ['can-access-usage-statistics-report', 'Acessar estatística de uso'],
  ]),
  ...define('GED', 'GED', [['ged-access', 'Acessar o GED']]),
  ...define('Documentos', 'Assinatura', [
    ['signature-sign', 'Assinar documentos'],
    ['signature-request', 'Solicitar assinaturas'],
    ['signature-list', 'Listar documentos assinados'],
  ]),
  ...define('DTT', 'Estacionamento', [
    ['parkingAuthorization-list', 'Listar autorizações de estacionamento'],
    ['parkingAuthorization-create', 'Criar autorizações de estacionamento'],
    ['parkingAuthorization-update', 'Editar autorizações de estacionamento'],
  ]),
  ...define('DTT', 'Tráfego', [
    ['trafficAuthorization-list', 'Listar autorizações de tráfego'],
    ['trafficAuthorization-create', 'Criar autorizações de tráfego'],
    ['trafficAuthorization-update', 'Editar autorizações de tráfego'],
  ]),
  ...define('DTT', 'Licença de transporte', [
    ['transportAuthorization-list', 'Listar licenças de transporte'],
    ['transportAuthorization-create', 'Criar licenças de transporte'],
    ['transportAuthorization-update', 'Editar licenças de transporte'],
  ]),
];

export const EXTERNAL_CONTACTS_SUBGROUP = 'Contatos externos';
export const SIGNATURE_SUBGROUP = 'Assinatura';

/** Role id 1 is the administrator in every organisation (§6). */
export const ADMINISTRATOR_ROLE_ID = 1;

export const permissionNamesInSubgroup = (subgroup: string): string[] =>
  PERMISSIONS.filter((permission) => permission.subgroup === subgroup).map((permission) => permission.name);
