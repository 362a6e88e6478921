// token-registry-kit: the GitHub Action entry, built by .ci/build-action.mjs from cli/action-bin.ts. Do not edit.
import { createRequire as __trkRequire } from 'node:module';
const require = __trkRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// ../../main/node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "../../main/node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code3) {
        super();
        this._items = typeof code3 === "string" ? [code3] : code3;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args) {
      const code3 = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code3, args[i]);
        code3.push(strs[++i]);
      }
      return new _Code(code3);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str;
    function addCodeArg(code3, arg) {
      if (arg instanceof _Code)
        code3.push(...arg._items);
      else if (arg instanceof Name)
        code3.push(arg);
      else
        code3.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify2(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify2;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// ../../main/node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "../../main/node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property: property2, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property2)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code3 = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code3 = (0, code_1._)`${code3}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code3 = (0, code_1._)`${code3}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code3;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// ../../main/node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "../../main/node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants3) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants3);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants3) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants3);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code3) {
        super();
        this.code = code3;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants3) {
        this.code = optimizeExpr(this.code, names, constants3);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code3, n) => code3 + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants3) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants3))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code3 = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code3 += "else " + this.else.render(opts);
        return code3;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants3) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants3);
        if (!(super.optimizeNames(names, constants3) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants3);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants3) {
        if (!super.optimizeNames(names, constants3))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants3);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants3) {
        if (!super.optimizeNames(names, constants3))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants3);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code3 = "try" + super.render(opts);
        if (this.catch)
          code3 += this.catch.render(opts);
        if (this.finally)
          code3 += this.finally.render(opts);
        return code3;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants3) {
        var _a, _b;
        super.optimizeNames(names, constants3);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants3);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants3);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant2) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant2)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code3 = ["{"];
        for (const [key, value] of keyValues) {
          if (code3.length > 1)
            code3.push(",");
          code3.push(key);
          if (key !== value || this.opts.es5) {
            code3.push(":");
            (0, code_1.addCodeArg)(code3, value);
          }
        }
        code3.push("}");
        return new code_1._Code(code3);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants3) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items2, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items2.push(...c._items);
        else
          items2.push(c);
        return items2;
      }, []));
      function replaceName(n) {
        const c = constants3[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants3[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// ../../main/node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "../../main/node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash2 = {};
      for (const item of arr)
        hash2[item] = true;
      return hash2;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str) {
      return unescapeJsonPointer(decodeURIComponent(str));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str) {
      return encodeURIComponent(escapeJsonPointer(str));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str) {
      if (typeof str == "number")
        return `${str}`;
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str) {
      return str.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem2(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem2;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen2, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen2, from, to) : mergeToName(gen2, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen2, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen2, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen2, from, to) => gen2.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen2.if((0, codegen_1._)`${from} === true`, () => gen2.assign(to, true), () => gen2.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen2, from, to) => gen2.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen2.assign(to, true);
          } else {
            gen2.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen2, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen2, from, to) => gen2.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen2.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen2, from, to) => gen2.if((0, codegen_1._)`${to} !== true`, () => gen2.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen2, items2) => gen2.var("items", items2)
      })
    };
    function evaluatedPropsToName(gen2, ps) {
      if (ps === true)
        return gen2.var("props", true);
      const props = gen2.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen2, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen2, props, ps) {
      Object.keys(ps).forEach((p) => gen2.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen2, f) {
      return gen2.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// ../../main/node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "../../main/node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// ../../main/node_modules/ajv/dist/compile/errors.js
var require_errors = __commonJS({
  "../../main/node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen: gen2, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen2, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen: gen2, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen2, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen2, errsCount) {
      gen2.assign(names_1.default.errors, errsCount);
      gen2.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen2.if(errsCount, () => gen2.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen2.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen: gen2, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen2.name("err");
      gen2.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen2.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen2.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen2.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen2.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen2.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen2.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen2, errObj) {
      const err = gen2.const("err", errObj);
      gen2.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen2.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen2.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen: gen2, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen2.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen2.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen2.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen: gen2, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen2.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// ../../main/node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "../../main/node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen: gen2, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen2.return(names_1.default.data);
      } else {
        gen2.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen2.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen: gen2, schema } = it;
      if (schema === false) {
        gen2.var(valid, false);
        falseSchemaError(it);
      } else {
        gen2.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen: gen2, data } = it;
      const cxt = {
        gen: gen2,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// ../../main/node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "../../main/node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// ../../main/node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "../../main/node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// ../../main/node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "../../main/node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen: gen2, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen2.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen: gen2, data, opts } = it;
      const dataType = gen2.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen2.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen2.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen2.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen2.assign(coerced, data)));
      }
      gen2.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen2.else();
      reportTypeError(it);
      gen2.endIf();
      gen2.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen2.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen2.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen2.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen2.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen2.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen2.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen2.assign(coerced, null);
            return;
          case "array":
            gen2.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen: gen2, parentData, parentDataProperty }, expr) {
      gen2.if((0, codegen_1._)`${parentData} !== undefined`, () => gen2.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen: gen2, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen: gen2,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// ../../main/node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "../../main/node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items: items2 } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items2)) {
        items2.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen: gen2, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen2.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen: gen2, data, it } = cxt;
      gen2.if(noPropertyInData(gen2, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen: gen2, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen2, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen2) {
      return gen2.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen2, data, property2) {
      return (0, codegen_1._)`${hasPropFunc(gen2)}.call(${data}, ${property2})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen2, data, property2, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property2)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen2, data, property2)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen2, data, property2, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property2)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen2, data, property2))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen: gen2, topSchemaRef, schemaPath, errorPath }, it }, func2, context2, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen2.object(...valCxt)}`;
      return context2 !== codegen_1.nil ? (0, codegen_1._)`${func2}.call(${context2}, ${args})` : (0, codegen_1._)`${func2}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen: gen2, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen2.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen2, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen: gen2, data, keyword, it } = cxt;
      const valid = gen2.name("valid");
      if (it.allErrors) {
        const validArr = gen2.let("valid", true);
        validateItems(() => gen2.assign(validArr, false));
        return validArr;
      }
      gen2.var(valid, true);
      validateItems(() => gen2.break());
      return valid;
      function validateItems(notValid) {
        const len = gen2.const("len", (0, codegen_1._)`${data}.length`);
        gen2.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen2.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen: gen2, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen2.let("valid", false);
      const schValid = gen2.name("_valid");
      gen2.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen2.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen2.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// ../../main/node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "../../main/node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors();
    function macroKeywordCode(cxt, def) {
      const { gen: gen2, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen2, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen2.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen: gen2, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate2 = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen2, keyword, validate2);
      const valid = gen2.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen2.let("ruleErrs", null);
        gen2.try(() => assignValid((0, codegen_1._)`await `), (e) => gen2.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen2.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen2.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen2.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen2.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen2.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen: gen2, data, it } = cxt;
      gen2.if(it.parentData, () => gen2.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen: gen2 } = cxt;
      gen2.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen2.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen2, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen2.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// ../../main/node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "../../main/node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen: gen2 } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen2.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen2.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// ../../main/node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "../../main/node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// ../../main/node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "../../main/node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre2 = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre2, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre2, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre2(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre2, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre2, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre2, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str) {
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// ../../main/node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "../../main/node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count += countKeys(sch));
        }
        if (count === Infinity)
          return Infinity;
      }
      return count;
    }
    function getFullPath(resolver, id = "", normalize) {
      if (normalize !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// ../../main/node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "../../main/node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen: gen2, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen2.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen2.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen2, opts);
          gen2.code(body);
        });
      } else {
        gen2.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen2.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen2, opts) {
      gen2.if(names_1.default.valCxt, () => {
        gen2.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen2.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen2.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen2.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen2.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen2.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen2.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen2.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen2.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen2.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen: gen2 } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen2.let(names_1.default.vErrors, null);
        gen2.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen: gen2, validateName } = it;
      it.evaluated = gen2.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen2.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen2.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen2.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen2.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen: gen2, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen2.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen2.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen: gen2, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen2.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen2.scopeValue("root", { ref: schemaEnv.root });
        gen2.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen: gen2, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen2.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen2.return(names_1.default.data), () => gen2.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen2.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen2.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen: gen2, evaluated, props, items: items2 }) {
      if (props instanceof codegen_1.Name)
        gen2.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items2 instanceof codegen_1.Name)
        gen2.assign((0, codegen_1._)`${evaluated}.items`, items2);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen: gen2, schema, data, allErrors, opts, self } = it;
      const { RULES } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen2.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen2.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen2.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen2.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen2.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen2.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen: gen2, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen2.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock2, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock2();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen: gen2, schemaCode, schemaType, def } = this;
        gen2.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen2.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen2.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen2.assign(valid, false);
        }
        gen2.else();
      }
      invalid$data() {
        const { gen: gen2, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen2.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen: gen2 } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen2, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen2, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen: gen2 } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen2.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// ../../main/node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "../../main/node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// ../../main/node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "../../main/node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// ../../main/node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "../../main/node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen2 = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen2.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen2.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen: gen2,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen2.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen2.optimize(this.opts.code.optimize);
        const validateCode = gen2.toString();
        sourceCode = `${gen2.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate2 = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate2 });
        validate2.errors = null;
        validate2.schema = sch.schema;
        validate2.schemaEnv = sch;
        if (sch.$async)
          validate2.$async = true;
        if (this.opts.code.source === true) {
          validate2.source = { validateName, validateCode, scopeValues: gen2._values };
        }
        if (this.opts.unevaluated) {
          const { props, items: items2 } = schemaCxt;
          validate2.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items2 instanceof codegen_1.Name ? void 0 : items2,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items2 instanceof codegen_1.Name
          };
          if (validate2.source)
            validate2.source.evaluated = (0, codegen_1.stringify)(validate2.evaluated);
        }
        sch.validate = validate2;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve3.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve3(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// ../../main/node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "../../main/node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// ../../main/node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "../../main/node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code3 = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code3 = input[i].charCodeAt(0);
        if (code3 === 48) {
          continue;
        }
        if (!(code3 >= 48 && code3 <= 57 || code3 >= 65 && code3 <= 70 || code3 >= 97 && code3 <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code3 = input[i].charCodeAt(0);
        if (!(code3 >= 48 && code3 <= 57 || code3 >= 65 && code3 <= 70 || code3 >= 97 && code3 <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str, token) {
      let ind = 0;
      for (let i = 0; i < str.length; i++) {
        if (str[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path) {
      let input = path;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path) {
      if (path === "" || path[0] === "/") {
        return removeDotSegments(path);
      }
      const segments = path.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            const normalizedHex = hex2.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            const normalizedHex = hex2.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code3 = input.charCodeAt(i);
          if (code3 < 128) {
            output += isEscapeSafe(code3) ? ch : BYTE_HEX[code3];
          } else if (code3 < 55296 || code3 > 57343) {
            output += percentEncodeNonAscii(code3);
          } else if (code3 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code3 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            output += "%" + hex2.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code3 = input.charCodeAt(i);
          if (code3 < 128) {
            output += BYTE_HEX[code3];
          } else if (code3 < 55296 || code3 > 57343) {
            output += percentEncodeNonAscii(code3);
          } else if (code3 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code3 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            output += "%" + hex2.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code3 = input.charCodeAt(i);
          if (code3 < 128) {
            output += BYTE_HEX[code3];
          } else if (code3 < 55296 || code3 > 57343) {
            output += percentEncodeNonAscii(code3);
          } else if (code3 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code3 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            const normalizedHex = hex2.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code3 = input.charCodeAt(i);
          if (code3 < 128) {
            output += isEscapeSafe(code3) ? ch : BYTE_HEX[code3];
          } else if (code3 < 55296 || code3 > 57343) {
            output += percentEncodeNonAscii(code3);
          } else if (code3 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code3 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            output += "%" + hex2.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// ../../main/node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "../../main/node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path && path !== "/" ? path : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// ../../main/node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "../../main/node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve3(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse(serialize(base, options), options);
        relative = parse(serialize(relative, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative.scheme) {
        target.scheme = relative.scheme;
        target.userinfo = relative.userinfo;
        target.host = relative.host;
        target.port = relative.port;
        target.path = removeDotSegments(relative.path || "");
        target.query = relative.query;
      } else {
        if (relative.userinfo !== void 0 || relative.host !== void 0 || relative.port !== void 0) {
          target.userinfo = relative.userinfo;
          target.host = relative.host;
          target.port = relative.port;
          target.path = removeDotSegments(relative.path || "");
          target.query = relative.query;
        } else {
          if (!relative.path) {
            target.path = base.path;
            if (relative.query !== void 0) {
              target.query = relative.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative.path[0] === "/") {
              target.path = removeDotSegments(relative.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative.path;
              } else if (!base.path) {
                target.path = relative.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP) {
      return Boolean(
        parsed.host && isIP === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize,
      resolve: resolve3,
      resolveComponent,
      equal,
      serialize,
      parse
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// ../../main/node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "../../main/node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// ../../main/node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "../../main/node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str, flags) => new RegExp(str, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions2.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions2.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text2, msg) => text2 + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv.ValidationError = validation_error_1.default;
    Ajv.MissingRefError = ref_error_1.default;
    exports.default = Ajv;
    function checkOptions2(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
          this.addFormat(name, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen: gen2, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen2.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen2.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen2.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen: gen2 } = cxt;
      return sch.validate ? gen2.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen2.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen: gen2, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen2.let("valid");
        gen2.try(() => {
          gen2.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen2.assign(valid, true);
        }, (e) => {
          gen2.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen2.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen2.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen2.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen2.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen2, schEvaluated.props, it.props);
            }
          } else {
            const props = gen2.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen2, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen2, schEvaluated.items, it.items);
            }
          } else {
            const items2 = gen2.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen2, items2, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen: gen2, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen2.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "../../main/node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen: gen2, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen2, regExp);
          const valid = gen2.let("valid");
          gen2.try(() => gen2.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen2.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen: gen2, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen2.let("missing");
          if (useLoop || $data) {
            const valid = gen2.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen2.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen2.else();
          }
        }
        function loopAllRequired() {
          gen2.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen2.if((0, code_1.noPropertyInData)(gen2, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen2.forOf(missing, schemaCode, () => {
            gen2.assign(valid, (0, code_1.propertyInData)(gen2, data, missing, opts.ownProperties));
            gen2.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen2.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "../../main/node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen: gen2, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen2.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen2.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen2.let("j");
          cxt.setParams({ i, j });
          gen2.assign(valid, true);
          gen2.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen2.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen2.const("indices", (0, codegen_1._)`{}`);
          gen2.for((0, codegen_1._)`;${i}--;`, () => {
            gen2.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen2.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen2.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen2.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen2.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen2.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen2, equal_1.default);
          const outer = gen2.name("outer");
          gen2.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen2.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen2.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen2.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen: gen2, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen2, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen: gen2, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen2, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen2.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen2.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen2.assign(valid, false);
          gen2.forOf("v", schemaCode, (v) => gen2.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen2.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items: items2 } = parentSchema;
        if (!Array.isArray(items2)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items2);
      }
    };
    function validateAdditionalItems(cxt, items2) {
      const { gen: gen2, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen2.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items2.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items2.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen2.var("valid", (0, codegen_1._)`${len} <= ${items2.length}`);
        gen2.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen2.forRange("i", items2.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen2.if((0, codegen_1.not)(valid), () => gen2.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen: gen2, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen2, schArr.length, it.items);
      }
      const valid = gen2.name("valid");
      const len = gen2.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen2.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen: gen2, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen2.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen2.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen2.if(valid, () => gen2.break()));
        } else if (min === 0) {
          gen2.let(valid, true);
          if (max !== void 0)
            gen2.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen2.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen2.name("_valid");
          const count = gen2.let("count", 0);
          validateItems(schValid, () => gen2.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
          gen2.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count) {
          gen2.code((0, codegen_1._)`${count}++`);
          if (max === void 0) {
            gen2.if((0, codegen_1._)`${count} >= ${min}`, () => gen2.assign(valid, true).break());
          } else {
            gen2.if((0, codegen_1._)`${count} > ${max}`, () => gen2.assign(valid, false).break());
            if (min === 1)
              gen2.assign(valid, true);
            else
              gen2.if((0, codegen_1._)`${count} >= ${min}`, () => gen2.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property: property2, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property2} is present`;
      },
      params: ({ params: { property: property2, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property2},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen: gen2, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen2.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen2, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen2.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen2.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen2.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen: gen2, data, keyword, it } = cxt;
      const valid = gen2.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen2.if(
          (0, code_1.propertyInData)(gen2, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen2.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen: gen2, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen2.name("valid");
        gen2.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen2.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen2.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen: gen2, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen2.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen2.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen2, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen2.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen2.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen2.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen2.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen2.if((0, codegen_1.not)(valid), () => gen2.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen: gen2, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen2, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen2.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen2.if((0, code_1.propertyInData)(gen2, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen2.else().var(valid, true);
            gen2.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen: gen2, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen2.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen2, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen2.var(valid, true);
              validateProperties(pat);
              gen2.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen2.forIn("key", data, (key) => {
            gen2.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen2.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen2.if((0, codegen_1.not)(valid), () => gen2.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen: gen2, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen2.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen: gen2, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen2.let("valid", false);
        const passing = gen2.let("passing", null);
        const schValid = gen2.name("_valid");
        cxt.setParams({ passing });
        gen2.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen2.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen2.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen2.if(schValid, () => {
              gen2.assign(valid, true);
              gen2.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen: gen2, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen2.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen: gen2, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen2.let("valid", true);
        const schValid = gen2.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen2.let("ifClause");
          cxt.setParams({ ifClause });
          gen2.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen2.if(schValid, validateClause("then"));
        } else {
          gen2.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen2.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen2.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js
var require_dynamicAnchor = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicAnchor = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicAnchor",
      schemaType: "string",
      code: (cxt) => dynamicAnchor(cxt, cxt.schema)
    };
    function dynamicAnchor(cxt, anchor) {
      const { gen: gen2, it } = cxt;
      it.schemaEnv.root.dynamicAnchors[anchor] = true;
      const v = (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
      const validate2 = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
      gen2.if((0, codegen_1._)`!${v}`, () => gen2.assign(v, validate2));
    }
    exports.dynamicAnchor = dynamicAnchor;
    function _getValidate(cxt) {
      const { schemaEnv, schema, self } = cxt.it;
      const { root, baseId, localRefs, meta } = schemaEnv.root;
      const { schemaId } = self.opts;
      const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
      compile_1.compileSchema.call(self, sch);
      return (0, ref_1.getValidate)(cxt, sch);
    }
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js
var require_dynamicRef = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicRef = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicRef",
      schemaType: "string",
      code: (cxt) => dynamicRef(cxt, cxt.schema)
    };
    function dynamicRef(cxt, ref) {
      const { gen: gen2, keyword, it } = cxt;
      if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
      const anchor = ref.slice(1);
      if (it.allErrors) {
        _dynamicRef();
      } else {
        const valid = gen2.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
      }
      function _dynamicRef(valid) {
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
          const v = gen2.let("_v", (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
          gen2.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        } else {
          _callRef(it.validateName, valid)();
        }
      }
      function _callRef(validate2, valid) {
        return valid ? () => gen2.block(() => {
          (0, ref_1.callRef)(cxt, validate2);
          gen2.let(valid, true);
        }) : () => (0, ref_1.callRef)(cxt, validate2);
      }
    }
    exports.dynamicRef = dynamicRef;
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js
var require_recursiveAnchor = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var util_1 = require_util();
    var def = {
      keyword: "$recursiveAnchor",
      schemaType: "boolean",
      code(cxt) {
        if (cxt.schema)
          (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
          (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js
var require_recursiveRef = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicRef_1 = require_dynamicRef();
    var def = {
      keyword: "$recursiveRef",
      schemaType: "string",
      code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema)
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/dynamic/index.js
var require_dynamic = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/dynamic/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var dynamicRef_1 = require_dynamicRef();
    var recursiveAnchor_1 = require_recursiveAnchor();
    var recursiveRef_1 = require_recursiveRef();
    var dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
    exports.default = dynamic;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/dependentRequired.js
var require_dependentRequired = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/dependentRequired.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentRequired",
      type: "object",
      schemaType: "object",
      error: dependencies_1.error,
      code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt)
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js
var require_dependentSchemas = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentSchemas",
      type: "object",
      schemaType: "object",
      code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt)
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/validation/limitContains.js
var require_limitContains = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/validation/limitContains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["maxContains", "minContains"],
      type: "array",
      schemaType: "number",
      code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === void 0) {
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/next.js
var require_next = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/next.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependentRequired_1 = require_dependentRequired();
    var dependentSchemas_1 = require_dependentSchemas();
    var limitContains_1 = require_limitContains();
    var next2 = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
    exports.default = next2;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js
var require_unevaluatedProperties = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var error = {
      message: "must NOT have unevaluated properties",
      params: ({ params }) => (0, codegen_1._)`{unevaluatedProperty: ${params.unevaluatedProperty}}`
    };
    var def = {
      keyword: "unevaluatedProperties",
      type: "object",
      schemaType: ["boolean", "object"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen: gen2, schema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
          gen2.if((0, codegen_1._)`${props} !== true`, () => gen2.forIn("key", data, (key) => gen2.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        } else if (props !== true) {
          gen2.forIn("key", data, (key) => props === void 0 ? unevaluatedPropCode(key) : gen2.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
          if (schema === false) {
            cxt.setParams({ unevaluatedProperty: key });
            cxt.error();
            if (!allErrors)
              gen2.break();
            return;
          }
          if (!(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen2.name("valid");
            cxt.subschema({
              keyword: "unevaluatedProperties",
              dataProp: key,
              dataPropType: util_1.Type.Str
            }, valid);
            if (!allErrors)
              gen2.if((0, codegen_1.not)(valid), () => gen2.break());
          }
        }
        function unevaluatedDynamic(evaluatedProps, key) {
          return (0, codegen_1._)`!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        function unevaluatedStatic(evaluatedProps, key) {
          const ps = [];
          for (const p in evaluatedProps) {
            if (evaluatedProps[p] === true)
              ps.push((0, codegen_1._)`${key} !== ${p}`);
          }
          return (0, codegen_1.and)(...ps);
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js
var require_unevaluatedItems = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "unevaluatedItems",
      type: "array",
      schemaType: ["boolean", "object"],
      error,
      code(cxt) {
        const { gen: gen2, schema, data, it } = cxt;
        const items2 = it.items || 0;
        if (items2 === true)
          return;
        const len = gen2.const("len", (0, codegen_1._)`${data}.length`);
        if (schema === false) {
          cxt.setParams({ len: items2 });
          cxt.fail((0, codegen_1._)`${len} > ${items2}`);
        } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
          const valid = gen2.var("valid", (0, codegen_1._)`${len} <= ${items2}`);
          gen2.if((0, codegen_1.not)(valid), () => validateItems(valid, items2));
          cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
          gen2.forRange("i", from, len, (i) => {
            cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
              gen2.if((0, codegen_1.not)(valid), () => gen2.break());
          });
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/unevaluated/index.js
var require_unevaluated = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/unevaluated/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var unevaluatedProperties_1 = require_unevaluatedProperties();
    var unevaluatedItems_1 = require_unevaluatedItems();
    var unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
    exports.default = unevaluated;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen: gen2, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen2.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen2.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen2.let("fType");
          const format = gen2.let("format");
          gen2.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen2.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen2.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code3 = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen2.scopeValue("formats", { key: schema, ref: fmtDef, code: code3 });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/draft2020.js
var require_draft2020 = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/draft2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft2020Vocabularies = [
      dynamic_1.default,
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(true),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary,
      next_1.default,
      unevaluated_1.default
    ];
    exports.default = draft2020Vocabularies;
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen: gen2, data, schema, parentSchema, it } = cxt;
        const { oneOf: oneOf2 } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf2)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen2.let("valid", false);
        const tag = gen2.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen2.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen2.if(false);
          for (const tagValue in mapping) {
            gen2.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen2.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen2.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen2.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen2.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf2.length; i++) {
            let sch = oneOf2[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// ../../main/node_modules/ajv/dist/refs/json-schema-2020-12/schema.json
var require_schema = __commonJS({
  "../../main/node_modules/ajv/dist/refs/json-schema-2020-12/schema.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true,
        "https://json-schema.org/draft/2020-12/vocab/applicator": true,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
        "https://json-schema.org/draft/2020-12/vocab/validation": true,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/unevaluated" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format-annotation" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      $comment: "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.",
      properties: {
        definitions: {
          $comment: '"definitions" has been replaced by "$defs".',
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          deprecated: true,
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
          type: "object",
          additionalProperties: {
            anyOf: [{ $dynamicRef: "#meta" }, { $ref: "meta/validation#/$defs/stringArray" }]
          },
          deprecated: true,
          default: {}
        },
        $recursiveAnchor: {
          $comment: '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
          $ref: "meta/core#/$defs/anchorString",
          deprecated: true
        },
        $recursiveRef: {
          $comment: '"$recursiveRef" has been replaced by "$dynamicRef".',
          $ref: "meta/core#/$defs/uriReferenceString",
          deprecated: true
        }
      }
    };
  }
});

// ../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json
var require_applicator2 = __commonJS({
  "../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/applicator": true
      },
      $dynamicAnchor: "meta",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        prefixItems: { $ref: "#/$defs/schemaArray" },
        items: { $dynamicRef: "#meta" },
        contains: { $dynamicRef: "#meta" },
        additionalProperties: { $dynamicRef: "#meta" },
        properties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        propertyNames: { $dynamicRef: "#meta" },
        if: { $dynamicRef: "#meta" },
        then: { $dynamicRef: "#meta" },
        else: { $dynamicRef: "#meta" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $dynamicRef: "#meta" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $dynamicRef: "#meta" }
        }
      }
    };
  }
});

// ../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json
var require_unevaluated2 = __commonJS({
  "../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/unevaluated",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true
      },
      $dynamicAnchor: "meta",
      title: "Unevaluated applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        unevaluatedItems: { $dynamicRef: "#meta" },
        unevaluatedProperties: { $dynamicRef: "#meta" }
      }
    };
  }
});

// ../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json
var require_content = __commonJS({
  "../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentEncoding: { type: "string" },
        contentMediaType: { type: "string" },
        contentSchema: { $dynamicRef: "#meta" }
      }
    };
  }
});

// ../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json
var require_core3 = __commonJS({
  "../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true
      },
      $dynamicAnchor: "meta",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          $ref: "#/$defs/uriReferenceString",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: { $ref: "#/$defs/uriString" },
        $ref: { $ref: "#/$defs/uriReferenceString" },
        $anchor: { $ref: "#/$defs/anchorString" },
        $dynamicRef: { $ref: "#/$defs/uriReferenceString" },
        $dynamicAnchor: { $ref: "#/$defs/anchorString" },
        $vocabulary: {
          type: "object",
          propertyNames: { $ref: "#/$defs/uriString" },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" }
        }
      },
      $defs: {
        anchorString: {
          type: "string",
          pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
        },
        uriString: {
          type: "string",
          format: "uri"
        },
        uriReferenceString: {
          type: "string",
          format: "uri-reference"
        }
      }
    };
  }
});

// ../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json
var require_format_annotation = __commonJS({
  "../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/format-annotation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true
      },
      $dynamicAnchor: "meta",
      title: "Format vocabulary meta-schema for annotation results",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// ../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json
var require_meta_data = __commonJS({
  "../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true
      },
      $dynamicAnchor: "meta",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// ../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json
var require_validation2 = __commonJS({
  "../../main/node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/validation": true
      },
      $dynamicAnchor: "meta",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        const: true,
        enum: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      }
    };
  }
});

// ../../main/node_modules/ajv/dist/refs/json-schema-2020-12/index.js
var require_json_schema_2020_12 = __commonJS({
  "../../main/node_modules/ajv/dist/refs/json-schema-2020-12/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema();
    var applicator = require_applicator2();
    var unevaluated = require_unevaluated2();
    var content = require_content();
    var core = require_core3();
    var format = require_format_annotation();
    var metadata = require_meta_data();
    var validation = require_validation2();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2020($data) {
      ;
      [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv2, sch) {
        return $data ? ajv2.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
    }
    exports.default = addMetaSchema2020;
  }
});

// ../../main/node_modules/ajv/dist/2020.js
var require__ = __commonJS({
  "../../main/node_modules/ajv/dist/2020.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
    var core_1 = require_core();
    var draft2020_1 = require_draft2020();
    var discriminator_1 = require_discriminator();
    var json_schema_2020_12_1 = require_json_schema_2020_12();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
    var Ajv20202 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2020 = Ajv20202;
    module.exports = exports = Ajv20202;
    module.exports.Ajv2020 = Ajv20202;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20202;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// ../../main/node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "../../main/node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate2, compare) {
      return { validate: validate2, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date2, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date2(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date2(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// ../../main/node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "../../main/node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// ../../main/node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "../../main/node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// ../../main/node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "../../main/node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv;
    module.exports = exports = Ajv;
    module.exports.Ajv = Ajv;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// ../../main/node_modules/ajv-formats/dist/limit.js
var require_limit = __commonJS({
  "../../main/node_modules/ajv-formats/dist/limit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatLimitDefinition = void 0;
    var ajv_1 = require_ajv();
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`should be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    exports.formatLimitDefinition = {
      keyword: Object.keys(KWDs),
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen: gen2, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
          return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen2.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fmt = gen2.const("fmt", (0, codegen_1._)`${fmts}[${fCxt.schemaCode}]`);
          cxt.fail$data((0, codegen_1.or)((0, codegen_1._)`typeof ${fmt} != "object"`, (0, codegen_1._)`${fmt} instanceof RegExp`, (0, codegen_1._)`typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        function validateFormat() {
          const format = fCxt.schema;
          const fmtDef = self.formats[format];
          if (!fmtDef || fmtDef === true)
            return;
          if (typeof fmtDef != "object" || fmtDef instanceof RegExp || typeof fmtDef.compare != "function") {
            throw new Error(`"${keyword}": format "${format}" does not define "compare" function`);
          }
          const fmt = gen2.scopeValue("formats", {
            key: format,
            ref: fmtDef,
            code: opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(format)}` : void 0
          });
          cxt.fail$data(compareCode(fmt));
        }
        function compareCode(fmt) {
          return (0, codegen_1._)`${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
      },
      dependencies: ["format"]
    };
    var formatLimitPlugin = (ajv2) => {
      ajv2.addKeyword(exports.formatLimitDefinition);
      return ajv2;
    };
    exports.default = formatLimitPlugin;
  }
});

// ../../main/node_modules/ajv-formats/dist/index.js
var require_dist = __commonJS({
  "../../main/node_modules/ajv-formats/dist/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var formats_1 = require_formats();
    var limit_1 = require_limit();
    var codegen_1 = require_codegen();
    var fullName = new codegen_1.Name("fullFormats");
    var fastName = new codegen_1.Name("fastFormats");
    var formatsPlugin = (ajv2, opts = { keywords: true }) => {
      if (Array.isArray(opts)) {
        addFormats2(ajv2, opts, formats_1.fullFormats, fullName);
        return ajv2;
      }
      const [formats, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
      const list2 = opts.formats || formats_1.formatNames;
      addFormats2(ajv2, list2, formats, exportName);
      if (opts.keywords)
        (0, limit_1.default)(ajv2);
      return ajv2;
    };
    formatsPlugin.get = (name, mode = "full") => {
      const formats = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
      const f = formats[name];
      if (!f)
        throw new Error(`Unknown format "${name}"`);
      return f;
    };
    function addFormats2(ajv2, list2, fs, exportName) {
      var _a;
      var _b;
      (_a = (_b = ajv2.opts.code).formats) !== null && _a !== void 0 ? _a : _b.formats = (0, codegen_1._)`require("ajv-formats/dist/formats").${exportName}`;
      for (const f of list2)
        ajv2.addFormat(f, fs[f]);
    }
    module.exports = exports = formatsPlugin;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = formatsPlugin;
  }
});

// cli/github-action.ts
import { randomUUID } from "node:crypto";
import { appendFileSync, readFileSync as readFileSync5, statSync as statSync2 } from "node:fs";
import { join as join3 } from "node:path";

// common/program.ts
var PROGRAM = "token-registry-kit";

// conformance/checks/by-id.ts
var by_id_exports = {};
__export(by_id_exports, {
  "a-debug-exclusion": () => aDebugExclusion,
  "a-disclosed-synchronizer": () => aDisclosedSynchronizer,
  "a-history-state": () => aHistoryState,
  "a-known-allocation": () => aKnownAllocation,
  "a-malformed-body": () => aMalformedBody,
  "a-no-credentials": () => aNoCredentials,
  "a-reassignment-409": () => aReassignment409,
  "a-unknown-allocation": () => aUnknownAllocation,
  "ab-disclosed-active": () => abDisclosedActive,
  "b-debug-exclusion": () => bDebugExclusion,
  "b-factory": () => bFactory,
  "b-malformed-body": () => bMalformedBody,
  "c-entry-fields": () => cEntryFields,
  "c-entry-history": () => cEntryHistory,
  "c-known-entry": () => cKnownEntry,
  "c-unknown-party": () => cUnknownParty,
  "content-type-json": () => contentTypeJson,
  "d-cursor-exclusive": () => dCursorExclusive,
  "d-cursor-notation": () => dCursorNotation,
  "d-encodings-agree": () => dEncodingsAgree,
  "d-event-tree": () => dEventTree,
  "d-item-parts": () => dItemParts,
  "d-order": () => dOrder,
  "d-page-size-bound": () => dPageSizeBound,
  "d-page-size-invalid": () => dPageSizeInvalid,
  "d-reads-agree": () => dReadsAgree,
  "d-stable-history": () => dStableHistory,
  "d-traffic-views": () => dTrafficViews,
  "d-update-verdict-agree": () => dUpdateVerdictAgree,
  "d-view-graph": () => dViewGraph,
  "d-walk": () => dWalk,
  "error-schema": () => errorSchema,
  "json-body-bytes": () => jsonBodyBytes,
  "media-type-spellings": () => mediaTypeSpellings,
  "response-schema": () => responseSchema
});

// conformance/reading/preview.ts
var ESCAPE = /\\+(?:u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|[^\\])|%(?:25)*[0-9A-Fa-f]{2}|&(?:amp;)*#?[0-9A-Za-z]{1,8};/g;
var REACH = 32;
var isHigh = (code3) => code3 >= 55296 && code3 <= 56319;
var WORD = /[A-Za-z0-9+/=_-]/;
function wordStart(text2, cut2) {
  if (cut2 <= 0 || cut2 >= text2.length || !WORD.test(text2[cut2] ?? "") || !WORD.test(text2[cut2 - 1] ?? "")) return cut2;
  let start = cut2 - 1;
  while (start > 0 && WORD.test(text2[start - 1] ?? "")) start--;
  return start;
}
function cutAt(text2, at) {
  let cut2 = Math.min(at, text2.length);
  for (let moved = true; moved && cut2 > 0; ) {
    moved = false;
    const start = wordStart(text2, cut2);
    if (start < cut2) {
      cut2 = start;
      moved = true;
      continue;
    }
    const from = Math.max(0, cut2 - REACH);
    const window = text2.slice(from, cut2 + REACH);
    for (const match of window.matchAll(ESCAPE)) {
      const start2 = from + match.index;
      if (start2 < cut2 && start2 + match[0].length > cut2) {
        cut2 = start2;
        moved = true;
        break;
      }
    }
  }
  if (cut2 > 0 && cut2 < text2.length && isHigh(text2.charCodeAt(cut2 - 1))) cut2--;
  return cut2;
}
function previewOf(text2, limit) {
  return text2.length <= limit ? text2 : `${text2.slice(0, cutAt(text2, limit))}...`;
}
var decoder = new TextDecoder();
function bodyPreview(body, limit) {
  const bytes = body.bytes;
  const enough = 4 * (limit + REACH);
  if (!bytes || bytes.length <= enough) return previewOf(body.text, limit);
  const head = decoder.decode(bytes.subarray(0, enough));
  return `${head.slice(0, cutAt(head, limit))}...`;
}

// conformance/check.ts
var judged = (findings, examined = 1, subjects) => ({
  findings,
  examined,
  ...subjects ? { subjects } : {}
});
var defineCheck = (check2) => check2;
var unanswered = (asks, probed) => asks.filter((name) => probed[name] === void 0);
var answeredAll = (asks, probed) => unanswered(asks, probed).length === 0;
var unansweredText = (asks, probed) => `the probe brought back no answer for ${unanswered(asks, probed).join(", ")} (the check asks for ${asks.join(", ")}): a defect of the kit, not of the target`;
var failure = (expected, received, exchange) => ({
  severity: "failure",
  expected,
  received,
  ...exchange ? { exchange } : {}
});
var warning = (expected, received, exchange) => ({
  severity: "warning",
  expected,
  received,
  ...exchange ? { exchange } : {}
});
function shown(exchange, limit = 300) {
  return `${exchange.status} ${bodyPreview(exchange, limit)}`;
}
function expectStatus(exchange, expected, why) {
  return judged(exchange.status === expected ? [] : [failure(`${expected} (${why})`, shown(exchange), exchange)]);
}

// conformance/reading/instant.ts
var INSTANT = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
var MINUTES_PER_DAY = 1440;
function parseInstantNanos(text2) {
  const m = INSTANT.exec(text2);
  if (!m) return null;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [
    m[1],
    m[2],
    m[3],
    m[4],
    m[5],
    m[6],
    m[9] ?? "0",
    m[10] ?? "0"
  ].map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const date2 = /* @__PURE__ */ new Date(0);
  date2.setUTCFullYear(year, month - 1, day);
  if (date2.getUTCDate() !== day) return null;
  const utcMinute = hour * 60 + minute - (m[8] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  if (second === 60 && (utcMinute % MINUTES_PER_DAY + MINUTES_PER_DAY) % MINUTES_PER_DAY !== MINUTES_PER_DAY - 1)
    return null;
  const seconds2 = BigInt(date2.getTime() / 1e3 + utcMinute * 60 + Math.min(second, 59));
  return seconds2 * 1000000000n + BigInt((m[7] ?? "").padEnd(9, "0").slice(0, 9));
}
function formatInstantNanos(nanos) {
  const seconds2 = nanos / 1000000000n - (nanos % 1000000000n < 0n ? 1n : 0n);
  const fraction = nanos - seconds2 * 1000000000n;
  const iso = new Date(Number(seconds2) * 1e3).toISOString().slice(0, 19);
  return `${iso}.${fraction.toString().padStart(9, "0")}Z`;
}
function formatInstantMicros(nanos) {
  const floored = nanos - (nanos % 1000n + 1000n) % 1000n;
  return `${formatInstantNanos(floored).slice(0, -4)}Z`;
}

// conformance/reading/json.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var isErrorBody = (value) => isObject(value) && typeof value["error"] === "string";
var isJsonType = (type) => {
  const media2 = (type ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return media2 === "application/json" || media2.startsWith("application/") && media2.endsWith("+json");
};

// common/errors.ts
var KitError = class extends Error {
};
var UsageError = class extends KitError {
  name = "UsageError";
  exitCode = 2;
};
var isExiting = (error) => error instanceof Error && Number.isInteger(error.exitCode);
function endingOf(error, program) {
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: isExiting(error) ? error.exitCode : 1, line: `${program}: ${message}
` };
}

// conformance/client/errors.ts
var TargetError = class extends KitError {
  constructor(message, url, kind = "network") {
    super(message);
    this.url = url;
    this.kind = kind;
  }
  url;
  kind;
  name = "TargetError";
  exitCode = 1;
};
var RedirectError = class extends TargetError {
  constructor(exchange, location) {
    super(
      `${exchange.request.method} ${exchange.request.url}: ${redirectText(exchange.status, location)}`,
      exchange.request.url,
      "redirect"
    );
    this.exchange = exchange;
    this.location = location;
  }
  exchange;
  location;
  name = "RedirectError";
};
var redirectText = (status, location) => location === null ? `the target answered ${status}, a redirect without a Location header (the kit follows no redirect)` : `the target redirected to ${location} (${status}; the kit follows no redirect)`;
var StaleSocket = class extends TargetError {
  name = "StaleSocket";
};

// conformance/reading/json-scan.ts
var SPACE = 32;
var TAB = 9;
var LF = 10;
var CR = 13;
var QUOTE = 34;
var BACKSLASH = 92;
var COMMA = 44;
var COLON = 58;
var MINUS = 45;
var PLUS = 43;
var DOT = 46;
var ZERO = 48;
var NINE = 57;
var OPEN_ARRAY = 91;
var CLOSE_ARRAY = 93;
var OPEN_OBJECT = 123;
var CLOSE_OBJECT = 125;
var isSpace = (c) => c === SPACE || c === TAB || c === LF || c === CR;
var isDigit = (c) => c !== void 0 && c >= ZERO && c <= NINE;
var isHex = (c) => c !== void 0 && (isDigit(c) || c >= 65 && c <= 70 || c >= 97 && c <= 102);
var ESCAPES = /* @__PURE__ */ new Set([QUOTE, BACKSLASH, 47, 98, 102, 110, 114, 116]);
var LITERALS = ["true", "false", "null"].map((word) => Uint8Array.from(word, (c) => c.charCodeAt(0)));
function stringEnd(bytes, at, end) {
  let i = at + 1;
  while (i < end) {
    const c = bytes[i];
    if (c === QUOTE) return i + 1;
    if (c < SPACE) return -1;
    if (c !== BACKSLASH) {
      i++;
      continue;
    }
    const escape2 = bytes[i + 1];
    if (escape2 === 117) {
      for (let k = 2; k < 6; k++) if (!isHex(bytes[i + k]) || i + k >= end) return -1;
      i += 6;
    } else if (escape2 !== void 0 && ESCAPES.has(escape2) && i + 1 < end) i += 2;
    else return -1;
  }
  return -1;
}
function numberEnd(bytes, at, end) {
  let i = at;
  if (bytes[i] === MINUS) i++;
  if (i < end && bytes[i] === ZERO) i++;
  else if ((i = digitsEnd(bytes, i, end)) < 0) return -1;
  if (i < end && bytes[i] === DOT) {
    if ((i = digitsEnd(bytes, i + 1, end)) < 0) return -1;
  }
  if (i < end && (bytes[i] === 101 || bytes[i] === 69)) {
    i++;
    if (i < end && (bytes[i] === PLUS || bytes[i] === MINUS)) i++;
    if ((i = digitsEnd(bytes, i, end)) < 0) return -1;
  }
  return i;
}
function digitsEnd(bytes, at, end) {
  let i = at;
  while (i < end && isDigit(bytes[i])) i++;
  return i > at ? i : -1;
}
function literalEnd(bytes, at, end) {
  for (const word of LITERALS) {
    if (at + word.length > end) continue;
    let same = true;
    for (let k = 0; k < word.length && same; k++) same = bytes[at + k] === word[k];
    if (same) return at + word.length;
  }
  return -1;
}
var decoder2 = new TextDecoder("utf-8", { ignoreBOM: true });
function keyIs(bytes, start, end, key) {
  if (bytes.subarray(start, end).includes(BACKSLASH)) {
    return JSON.parse(decoder2.decode(bytes.subarray(start, end))) === decoder2.decode(key);
  }
  if (end - start - 2 !== key.length) return false;
  for (let k = 0; k < key.length; k++) if (bytes[start + 1 + k] !== key[k]) return false;
  return true;
}
var FAILED = 0;
var VALUE = 1;
var MORE = 2;
var ENDED = 3;
var Scan = class {
  constructor(bytes, start, end, leave, members) {
    this.bytes = bytes;
    this.end = end;
    this.leave = leave;
    this.members = members;
    this.i = start;
    this.leftOut = leave ? new TextEncoder().encode(leave.key) : null;
  }
  bytes;
  end;
  leave;
  members;
  i;
  /** The open containers, innermost last: true for an object. */
  open = [];
  /** Where the value being left out starts, and at which depth it closes; -1 when none is. */
  cutFrom = -1;
  cutDepth = -1;
  /** The member of the top-level object being read: its key's start and end, and its value's start. */
  member = null;
  leftOut;
  skip() {
    const { bytes, end } = this;
    let i = this.i;
    while (i < end && isSpace(bytes[i])) i++;
    this.i = i;
  }
  /** A value whole (VALUE), or a container opened with a value to come (MORE); FAILED when it is not JSON. */
  value() {
    const { bytes, end } = this;
    if (this.i >= end) return FAILED;
    const c = bytes[this.i];
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      this.open.push(c === OPEN_OBJECT);
      this.i++;
      this.skip();
      if (this.i < end && bytes[this.i] === (c === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY)) {
        this.open.pop();
        this.i++;
        return VALUE;
      }
      return c === OPEN_OBJECT && !this.key() ? FAILED : MORE;
    }
    const valueEnd2 = c === QUOTE ? stringEnd(bytes, this.i, end) : c === MINUS || isDigit(c) ? numberEnd(bytes, this.i, end) : literalEnd(bytes, this.i, end);
    if (valueEnd2 < 0) return FAILED;
    this.i = valueEnd2;
    return VALUE;
  }
  /**
   * After a value: the next member (MORE), the end of its container, or the end of the outermost value (ENDED), the
   * scan then past the white space after it.
   */
  afterValue() {
    const { open } = this;
    for (; ; ) {
      if (this.cutFrom >= 0 && open.length === this.cutDepth) {
        this.leave?.ranges.push(this.cutFrom, this.i);
        this.cutFrom = -1;
      }
      if (this.member && open.length === 1) {
        this.members?.push(...this.member, this.i);
        this.member = null;
      }
      this.skip();
      if (open.length === 0) return ENDED;
      if (this.i >= this.end) return FAILED;
      const inObject = open[open.length - 1];
      const next2 = this.bytes[this.i];
      if (next2 === COMMA) {
        this.i++;
        if (inObject && !this.key()) return FAILED;
        if (!inObject) this.skip();
        return MORE;
      }
      if (next2 !== (inObject ? CLOSE_OBJECT : CLOSE_ARRAY)) return FAILED;
      open.pop();
      this.i++;
    }
  }
  /** Reads a key and its colon: false when there is none. */
  key() {
    const { bytes, end, leave, leftOut, open } = this;
    this.skip();
    const keyStart = this.i;
    if (bytes[keyStart] !== QUOTE || keyStart >= end) return false;
    const keyEnd = stringEnd(bytes, keyStart, end);
    if (keyEnd < 0) return false;
    const named2 = leftOut !== null && leave !== void 0 && this.cutFrom < 0 && open.length === leave.depth && open.every(Boolean);
    this.i = keyEnd;
    this.skip();
    if (bytes[this.i] !== COLON || this.i >= end) return false;
    this.i++;
    this.skip();
    if (named2 && keyIs(bytes, keyStart, keyEnd, leftOut)) {
      this.cutFrom = this.i;
      this.cutDepth = open.length;
    }
    if (this.members && open.length === 1) this.member = [keyStart, keyEnd, this.i];
    return true;
  }
};
function scanJson(bytes, start, end, leave, members) {
  const scan2 = new Scan(bytes, start, end, leave, members);
  return scanned(scan2) === ENDED && scan2.i === end;
}
function scanned(scan2) {
  scan2.skip();
  for (; ; ) {
    let step = scan2.value();
    if (step === VALUE) step = scan2.afterValue();
    if (step !== MORE) return step;
  }
}
function firstValueEnd(bytes, start, end) {
  const scan2 = new Scan(bytes, start, end, void 0, void 0);
  return scanned(scan2) === ENDED ? scan2.i : -(Math.min(scan2.i, end) + 1);
}

// conformance/reading/json-shape.ts
var PARSED_WHOLE = 1024 * 1024;
var LONG_STRING = 64 * 1024;
var WHOLE_SHAPE_BYTES = 4 * 1024 * 1024;
var QUOTE2 = 34;
var BACKSLASH2 = 92;
var BOM = [239, 187, 191];
var decoder3 = new TextDecoder("utf-8", { ignoreBOM: true });
function stringEnd2(bytes, at) {
  for (let quote = bytes.indexOf(QUOTE2, at + 1); quote >= 0; quote = bytes.indexOf(QUOTE2, quote + 1)) {
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH2) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
  }
  return bytes.length;
}
function isJsonBody(exchange) {
  const bytes = exchange.bytes;
  if (!bytes || bytes.length <= PARSED_WHOLE) return exchange.json !== void 0;
  return scanJson(bytes, bomLength(bytes), bytes.length);
}
var bomLength = (bytes) => BOM.every((b, i) => bytes[i] === b) ? 3 : 0;
function jsonShape(exchange) {
  const bytes = exchange.bytes;
  if (!bytes || bytes.length <= PARSED_WHOLE) return exchange.json;
  const text2 = shapeText(bytes);
  return text2 === void 0 ? void 0 : JSON.parse(text2);
}
function judgedShape(exchange) {
  const bytes = exchange.bytes;
  if (!bytes || bytes.length <= PARSED_WHOLE) return exchange.json;
  const text2 = shapeText(bytes);
  if (text2 === void 0) return void 0;
  if (text2.length > WHOLE_SHAPE_BYTES) {
    const { method, url } = exchange.request;
    const mb = (text2.length / 2 ** 20).toFixed(1);
    throw new TargetError(
      `the answer of ${method} ${url} holds ${mb} MiB of JSON outside its long strings, more than the kit judges whole (${WHOLE_SHAPE_BYTES / 2 ** 20} MiB; such an answer is a few KB): not judged`,
      url,
      "too-large"
    );
  }
  return JSON.parse(text2);
}
function shapeText(bytes) {
  const start = bomLength(bytes);
  if (!scanJson(bytes, start, bytes.length)) return void 0;
  let text2 = "";
  let copied = start;
  for (let at = bytes.indexOf(QUOTE2, start); at >= 0; ) {
    const end = stringEnd2(bytes, at);
    if (end - at > LONG_STRING) {
      const length = (end - at - 2).toLocaleString("en-US");
      text2 += `${decoder3.decode(bytes.subarray(copied, at))}"(a string of ${length} bytes)"`;
      copied = end;
    }
    at = bytes.indexOf(QUOTE2, end);
  }
  return text2 + decoder3.decode(bytes.subarray(copied));
}

// conformance/reading/page-layout.ts
var SPACE2 = 32;
var TAB2 = 9;
var LF2 = 10;
var CR2 = 13;
var QUOTE3 = 34;
var BACKSLASH3 = 92;
var COMMA2 = 44;
var COLON2 = 58;
var OPEN_ARRAY2 = 91;
var CLOSE_ARRAY2 = 93;
var OPEN_OBJECT2 = 123;
var CLOSE_OBJECT2 = 125;
var isSpace2 = (c) => c === SPACE2 || c === TAB2 || c === LF2 || c === CR2;
function skipSpace(bytes, at) {
  let i = at;
  while (i < bytes.length && isSpace2(bytes[i])) i++;
  return i;
}
function stringEnd3(bytes, at) {
  for (let from = at + 1; ; ) {
    const quote = bytes.indexOf(QUOTE3, from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH3) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}
function valueEnd(bytes, at) {
  const first = bytes[at];
  if (first === QUOTE3) return stringEnd3(bytes, at);
  if (first !== OPEN_OBJECT2 && first !== OPEN_ARRAY2) {
    let i = at;
    for (; i < bytes.length; i++) {
      const c = bytes[i];
      if (c === COMMA2 || c === CLOSE_ARRAY2 || c === CLOSE_OBJECT2 || isSpace2(c)) break;
    }
    return i > at ? i : -1;
  }
  let depth = 0;
  for (let i = at; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE3) {
      const end = stringEnd3(bytes, i);
      if (end < 0) return -1;
      i = end - 1;
    } else if (c === OPEN_OBJECT2 || c === OPEN_ARRAY2) depth++;
    else if (c === CLOSE_OBJECT2 || c === CLOSE_ARRAY2) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}
var decoder4 = new TextDecoder("utf-8", { ignoreBOM: true });
var decode = (bytes, start, end) => decoder4.decode(bytes.subarray(start, end));
function layoutOf(bytes) {
  let i = skipSpace(bytes, 0);
  if (bytes[i] !== OPEN_OBJECT2) return null;
  let found2 = null;
  i = skipSpace(bytes, i + 1);
  if (bytes[i] === CLOSE_OBJECT2) return null;
  for (; ; ) {
    if (bytes[i] !== QUOTE3) return null;
    const keyEnd = stringEnd3(bytes, i);
    if (keyEnd < 0) return null;
    let key;
    try {
      key = JSON.parse(decode(bytes, i, keyEnd));
    } catch {
      return null;
    }
    i = skipSpace(bytes, keyEnd);
    if (bytes[i] !== COLON2) return null;
    i = skipSpace(bytes, i + 1);
    if (key === "events") {
      if (found2 || bytes[i] !== OPEN_ARRAY2) return null;
      const bounds = [];
      const open = i;
      let at = skipSpace(bytes, open + 1);
      if (bytes[at] !== CLOSE_ARRAY2) {
        for (; ; ) {
          const end = valueEnd(bytes, at);
          if (end < 0) return null;
          bounds.push(at, end);
          at = skipSpace(bytes, end);
          if (bytes[at] === CLOSE_ARRAY2) break;
          if (bytes[at] !== COMMA2) return null;
          at = skipSpace(bytes, at + 1);
          if (at >= bytes.length || bytes[at] === CLOSE_ARRAY2) return null;
        }
      }
      found2 = { open, close: at, bounds };
      i = skipSpace(bytes, at + 1);
    } else {
      const end = valueEnd(bytes, i);
      if (end < 0) return null;
      i = skipSpace(bytes, end);
    }
    if (bytes[i] === CLOSE_OBJECT2) break;
    if (bytes[i] !== COMMA2) return null;
    i = skipSpace(bytes, i + 1);
  }
  return found2;
}

// conformance/reading/page-items.ts
var OPEN_OBJECT3 = 123;
var NOT_JSON = /* @__PURE__ */ Symbol("not JSON");
function numberedTree(bytes, start, end) {
  const members = [];
  if (bytes[start] !== OPEN_OBJECT3 || !scanJson(bytes, start, end, void 0, members))
    return decode(bytes, start, end);
  const order = /* @__PURE__ */ new Map();
  const values = [];
  for (let n = 0; n < members.length; n += 4) {
    const key = JSON.parse(decode(bytes, members[n], members[n + 1]));
    const value = decode(bytes, members[n + 2], members[n + 3]);
    const at = order.get(key);
    if (at === void 0) {
      order.set(key, values.length);
      values.push(value);
    } else values[at] = value;
  }
  return `{${values.map((value, i) => `"${i}":${value}`).join(",")}}`;
}
function itemIn(bytes, start, end, form) {
  if (form === "whole") {
    try {
      return JSON.parse(decode(bytes, start, end));
    } catch {
      return NOT_JSON;
    }
  }
  const tree = { key: "events_by_id", depth: 2, ranges: [] };
  if (!scanJson(bytes, start, end, form === "checked" ? void 0 : tree)) return NOT_JSON;
  if (form === "checked") return void 0;
  const pieces = [];
  let from = start;
  for (let n = 0; n < tree.ranges.length; n += 2) {
    const [treeStart, treeEnd] = [tree.ranges[n], tree.ranges[n + 1]];
    pieces.push(decode(bytes, from, treeStart), form === "outline" ? "{}" : numberedTree(bytes, treeStart, treeEnd));
    from = treeEnd;
  }
  pieces.push(decode(bytes, from, end));
  return JSON.parse(pieces.join(""));
}
function pageCursor(bytes, whole, form = "whole") {
  const layout = bytes ? layoutOf(bytes) : null;
  if (!bytes || !layout) {
    const body = whole();
    const events = isObject(body) ? body["events"] : void 0;
    if (!isObject(body) || !Array.isArray(events)) return null;
    let at2 = 0;
    return { length: events.length, rest: { ...body, events: [] }, next: () => events[at2++] };
  }
  let rest;
  try {
    rest = JSON.parse(`${decode(bytes, 0, layout.open + 1)}${decode(bytes, layout.close, bytes.length)}`);
  } catch {
    return null;
  }
  const { bounds } = layout;
  let at = 0;
  return {
    length: bounds.length / 2,
    rest,
    next: () => {
      const [start, end] = [bounds[2 * at], bounds[2 * at + 1]];
      at++;
      return itemIn(bytes, start, end, form);
    }
  };
}
function eachPageItem(bytes, each, whole, form = "whole") {
  const cursor = pageCursor(bytes, whole, form);
  if (!cursor) return { page: false };
  for (let i = 0; i < cursor.length; i++) {
    const item = cursor.next();
    if (item === NOT_JSON) return { page: false };
    each(item, i);
  }
  return { page: true, items: cursor.length, rest: cursor.rest };
}

// common/api.ts
var GROUPS = ["registry", "validator", "scan"];
var OPERATIONS = {
  A: {
    title: "withdraw context of an allocation",
    group: "registry",
    auth: "none",
    method: "POST",
    path: "/registry/allocations/v1/{allocationId}/choice-contexts/withdraw",
    params: { allocationId: "allocation" },
    request: "get-choice-context-request",
    success: "choice-context",
    paged: false
  },
  B: {
    title: "allocation factory",
    group: "registry",
    auth: "token",
    method: "POST",
    path: "/registry/allocation-instruction/v1/allocation-factory",
    params: {},
    request: "get-factory-request",
    success: "factory-with-choice-context",
    paged: false
  },
  C: {
    title: "name entry by party",
    group: "validator",
    auth: "token",
    method: "GET",
    path: "/v0/scan-proxy/ans-entries/by-party/{party}",
    params: { party: "party" },
    request: null,
    success: "lookup-entry-by-party-response",
    paged: false
  },
  D: {
    title: "event history",
    group: "scan",
    auth: "token",
    method: "POST",
    path: "/v0/events",
    params: {},
    request: "event-history-request",
    success: "event-history-response",
    paged: true
  }
};
var OPERATION_IDS = Object.keys(OPERATIONS);
var EVERY_OPERATION = `${OPERATION_IDS.join("").slice(0, 1)}-${OPERATION_IDS.join("").slice(-1)}`;
var isEveryOperation = (operation) => operation === EVERY_OPERATION;
var inWords = (letters, conjunction = "and") => letters.length < 2 ? letters.join("") : `${letters.slice(0, -1).join(", ")} ${conjunction} ${letters.slice(-1).join("")}`;
var operationsInWords = (letters, conjunction = "and") => `${letters.length === 1 ? "operation" : "operations"} ${inWords(letters, conjunction)}`;
var isPaged = (operation) => OPERATIONS[operation].paged;
var PAGED_OPERATIONS = OPERATION_IDS.filter(isPaged);
var GROUP_OPERATIONS = {
  registry: OPERATION_IDS.filter((op) => OPERATIONS[op].group === "registry"),
  validator: OPERATION_IDS.filter((op) => OPERATIONS[op].group === "validator"),
  scan: OPERATION_IDS.filter((op) => OPERATIONS[op].group === "scan")
};

// conformance/redact/masks.ts
var MASK = "***";
var AUTHORITY = /:(?:\\*\/){2}/g;
var USERINFO = /[^\s/?#@"'<>\\]{1,512}@/y;
function maskUserinfo(text2) {
  let out = "";
  let from = 0;
  for (const slashes of text2.matchAll(AUTHORITY)) {
    const at = slashes.index + slashes[0].length;
    if (at < from) continue;
    USERINFO.lastIndex = at;
    if (!USERINFO.test(text2)) continue;
    out += `${text2.slice(from, at)}${MASK}`;
    from = USERINFO.lastIndex - 1;
  }
  return from === 0 ? text2 : out + text2.slice(from);
}
var isHigh2 = (code3) => code3 >= 55296 && code3 <= 56319;
var isLow = (code3) => code3 >= 56320 && code3 <= 57343;
function maskSpans(text2, spans) {
  const pairs = [];
  for (let i = 0; i < spans.length; i += 2) pairs.push([spans[i], spans[i + 1]]);
  pairs.sort((a, b) => a[0] - b[0]);
  let out = "";
  let from = 0;
  for (let i = 0; i < pairs.length; ) {
    let [start, end] = pairs[i];
    for (i++; i < pairs.length && pairs[i][0] <= end; i++)
      end = Math.max(end, pairs[i][1]);
    if (start > 0 && isLow(text2.charCodeAt(start)) && isHigh2(text2.charCodeAt(start - 1))) start--;
    if (end < text2.length && isHigh2(text2.charCodeAt(end - 1)) && isLow(text2.charCodeAt(end))) end++;
    if (end - start > 2 && text2.charCodeAt(start) === 32) start++;
    if (end - start > 2 && text2.charCodeAt(end - 1) === 32) end--;
    out += `${text2.slice(from, Math.max(from, start))}${MASK}`;
    from = Math.max(from, end);
  }
  return out + text2.slice(from);
}

// conformance/redact/spellings/bytes.ts
var Decodings = class {
  bytes;
  first;
  last;
  length = 0;
  runStart = 0;
  wide = [];
  constructor(capacity) {
    this.bytes = new Uint8Array(capacity);
    this.first = new Int32Array(capacity);
    this.last = new Int32Array(capacity);
  }
  /** Room for `more` bytes and the zero before them. */
  reserve(more) {
    if (this.length + more + 1 <= this.bytes.length) return;
    const size = Math.max(this.bytes.length * 2, this.length + more + 1);
    const [bytes, first, last] = [new Uint8Array(size), new Int32Array(size), new Int32Array(size)];
    bytes.set(this.bytes.subarray(0, this.length));
    first.set(this.first.subarray(0, this.length));
    last.set(this.last.subarray(0, this.length));
    [this.bytes, this.first, this.last] = [bytes, first, last];
  }
  startRun() {
    if (this.length > 0) {
      this.bytes[this.length] = 0;
      this.first[this.length] = -1;
      this.last[this.length++] = -1;
    }
    this.runStart = this.length;
  }
  endRun() {
    let zeroOdd = 0;
    let zeroEven = 0;
    for (let i = this.runStart; i < this.length; i++) {
      if (this.bytes[i] !== 0) continue;
      if ((i - this.runStart & 1) === 1) zeroOdd++;
      else zeroEven++;
    }
    const pairs = this.length - this.runStart >> 1;
    if (pairs >= 2 && (zeroOdd * 4 >= pairs || zeroEven * 4 >= pairs)) this.wide.push(this.runStart, this.length);
  }
  done() {
    return this.length === 0 ? null : this;
  }
};
var hexDigit = (c) => c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1;
function hexDecodings(codes, length, at, min, each) {
  const aligned = [0, 1].map(() => null);
  for (let i = 0; i < length; ) {
    if (hexDigit(codes[i]) < 0) {
      i++;
      continue;
    }
    let end = i;
    while (end < length && hexDigit(codes[end]) >= 0) end++;
    for (let align = 0; align < 2; align++) {
      const count = end - i - align >> 1;
      if (count < min) continue;
      const out = aligned[align] ??= new Decodings(Math.max(64, length >> 1));
      out.reserve(count);
      out.startRun();
      const { bytes, first, last } = out;
      let o = out.length;
      for (let k = i + align; k + 1 < end; k += 2) {
        bytes[o] = hexDigit(codes[k]) << 4 | hexDigit(codes[k + 1]);
        first[o] = at[k];
        last[o++] = at[k + 1];
      }
      out.length = o;
      out.endRun();
    }
    i = end;
  }
  for (const out of aligned) {
    const decoded = out?.done();
    if (decoded) each(decoded);
  }
}
var SPACE3 = 32;
var BASE64 = (() => {
  const table = new Int8Array(128).fill(-1);
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i;
  table[43] = table[45] = 62;
  table[47] = table[95] = 63;
  for (const c of `	
\r "',[]=\0`) table[c.charCodeAt(0)] = -2;
  return table;
})();
function base64Decodings(reading, min, plus, each) {
  const n = reading.length;
  const source = typeof reading === "string" ? null : reading.codes;
  const minChars = Math.ceil(min * 4 / 3);
  let values = null;
  let at = null;
  const aligned = [0, 1, 2, 3].map(() => null);
  let length = 0;
  let runFrom = 0;
  const flush = (end) => {
    if (end - runFrom >= minChars) {
      values ??= new Uint8Array(n);
      at ??= new Int32Array(n);
      length = 0;
      for (let i = runFrom; i < end; i++) {
        const value = valueAt(source, reading, i, plus);
        if (value >= 0) {
          values[length] = value;
          at[length++] = i;
        }
      }
      for (let align = 0; align < 4; align++) {
        const count = Math.floor((length - align) * 3 / 4);
        if (count < min) continue;
        const out = aligned[align] ??= new Decodings(Math.max(64, n));
        decodeRun(values, at, align, length, count, out);
      }
    }
  };
  for (let i = 0; i < n; i++)
    if (valueAt(source, reading, i, plus) === -1) {
      flush(i);
      runFrom = i + 1;
    }
  flush(n);
  for (const out of aligned) {
    const decoded = out?.done();
    if (decoded) each(decoded);
  }
}
function valueAt(source, reading, i, plus) {
  const c = source ? source[i] : reading.charCodeAt(i);
  if (c === SPACE3 && plus(i)) return 62;
  return c < 128 ? BASE64[c] : -1;
}
function decodeRun(values, at, align, end, count, out) {
  out.reserve(count);
  out.startRun();
  const { bytes, first, last } = out;
  let o = out.length;
  for (let k = align; k + 1 < end; k += 4) {
    const v1 = values[k + 1];
    bytes[o] = values[k] << 2 | v1 >> 4;
    first[o] = at[k];
    last[o++] = at[k + 1];
    if (k + 2 >= end) break;
    const v2 = values[k + 2];
    bytes[o] = (v1 & 15) << 4 | v2 >> 2;
    first[o] = at[k + 1];
    last[o++] = at[k + 2];
    if (k + 3 >= end) break;
    bytes[o] = (v2 & 3) << 6 | values[k + 3];
    first[o] = at[k + 2];
    last[o++] = at[k + 3];
  }
  out.length = o;
  out.endRun();
}
var isText = (code3) => code3 >= 32 ? code3 !== 127 && (code3 < 128 || code3 > 159) : code3 === 9 || code3 === 10 || code3 === 13;
var Stretches = class {
  constructor(capacity, fewest) {
    this.fewest = fewest;
    this.codes = new Uint16Array(capacity + 1);
    this.first = new Int32Array(capacity + 1);
    this.last = new Int32Array(capacity + 1);
  }
  fewest;
  codes;
  first;
  last;
  length = 0;
  start = 0;
  push(code3, first, last) {
    if (!isText(code3)) return this.end();
    this.codes[this.length] = code3;
    this.first[this.length] = first;
    this.last[this.length++] = last;
  }
  /** Ends the stretch: dropped when short, else followed by a zero. */
  end() {
    if (this.length - this.start < this.fewest) this.length = this.start;
    else if (this.length > this.start) {
      this.codes[this.length] = 0;
      this.first[this.length] = this.first[this.length - 1];
      this.last[this.length] = this.last[this.length - 1];
      this.length++;
    }
    this.start = this.length;
  }
  give(each) {
    this.end();
    if (this.length === 0) return;
    each({ codes: this.codes.subarray(0, this.length), length: this.length, starts: null }, this.first, this.last);
  }
};
function textsOf(decoded, fewest, each) {
  utf8Units(decoded.bytes, decoded.length, fewest, each);
  const { wide } = decoded;
  for (let r = 0; r < wide.length; r += 2)
    for (const from of [0, 1])
      for (const little of [true, false])
        utf16Units(decoded.bytes, wide[r] + from, wide[r + 1], little, fewest, each);
}
function utf8Units(bytes, n, fewest, each) {
  const out = new Stretches(n, fewest);
  for (let i = 0; i < n; ) {
    const b = bytes[i];
    if (b < 128) {
      out.push(b, i, i);
      i++;
      continue;
    }
    const more = b >= 194 && b <= 223 ? 1 : b >= 224 && b <= 239 ? 2 : b >= 240 && b <= 244 ? 3 : 0;
    let code3 = more === 1 ? b & 31 : more === 2 ? b & 15 : b & 7;
    let whole = more > 0 && i + more < n;
    for (let k = 1; k <= more && whole; k++) {
      const c = bytes[i + k];
      if ((c & 192) !== 128) whole = false;
      else code3 = code3 << 6 | c & 63;
    }
    const minimum = more === 1 ? 128 : more === 2 ? 2048 : 65536;
    if (!whole || code3 < minimum || code3 > 1114111 || code3 >= 55296 && code3 <= 57343) {
      out.end();
      i++;
      continue;
    }
    if (code3 > 65535) {
      out.push(55296 + (code3 - 65536 >> 10), i, i + more);
      code3 = 56320 + (code3 - 65536 & 1023);
    }
    out.push(code3, i, i + more);
    i += more + 1;
  }
  out.give(each);
}
function utf16Units(bytes, from, end, little, fewest, each) {
  const count = end - from >> 1;
  if (count < fewest) return;
  const out = new Stretches(count, fewest);
  for (let u = 0, i = from; u < count; u++, i += 2) {
    const a = bytes[i];
    const b = bytes[i + 1];
    out.push(little ? a | b << 8 : a << 8 | b, i, i + 1);
  }
  out.give(each);
}

// conformance/redact/spellings/fold.ts
var foldTable = null;
var wordTable = null;
var isWordBeyondAscii = (c) => c >= 192 && c !== 215 && c !== 247 && !(c >= 8192 && c <= 8303) && !(c >= 11776 && c <= 11903) && c !== 12288 && !(c >= 12289 && c <= 12351) && c !== 65279 && !(c >= 65280 && c <= 65295);
function foldTableOf() {
  if (foldTable) return foldTable;
  const table = new Uint16Array(65536);
  for (let c = 0; c < 65536; c++) {
    if (c < 128) table[c] = c >= 65 && c <= 90 ? c + 32 : c;
    else {
      const lower = String.fromCharCode(c).toLowerCase();
      table[c] = lower.length === 1 ? lower.charCodeAt(0) : c;
    }
  }
  return foldTable = table;
}
var identityTable = null;
function identityTableOf() {
  if (identityTable) return identityTable;
  const table = new Uint16Array(65536);
  for (let c = 0; c < 65536; c++) table[c] = c;
  return identityTable = table;
}
function wordTableOf() {
  if (wordTable) return wordTable;
  const table = new Uint8Array(65536);
  for (let c = 0; c < 65536; c++)
    table[c] = c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || isWordBeyondAscii(c) ? 1 : 0;
  return wordTable = table;
}
function skeletonOf(reading) {
  const fold = foldTableOf();
  const word = wordTableOf();
  const n = reading.length;
  const codes = new Uint16Array(n);
  const at = new Int32Array(n);
  let length = 0;
  if (typeof reading === "string") {
    for (let i = 0; i < n; i++) {
      const c = reading.charCodeAt(i);
      if (word[c] === 1) {
        codes[length] = fold[c];
        at[length++] = i;
      }
    }
  } else {
    const source = reading.codes;
    for (let i = 0; i < n; i++) {
      const c = source[i];
      if (word[c] === 1) {
        codes[length] = fold[c];
        at[length++] = i;
      }
    }
  }
  return { codes, length, at };
}
function skeletonText(text2) {
  const { codes, length } = skeletonOf(text2);
  let out = "";
  for (let i = 0; i < length; i++) out += String.fromCharCode(codes[i]);
  return out;
}

// conformance/redact/spellings/units.ts
var startOf = (units, i) => units.starts ? units.starts[i] : i;
function endOf(units, i, textLength) {
  const { starts } = units;
  if (!starts) return i + 1;
  const start = starts[i];
  for (let k = i + 1; k < units.length; k++) if (starts[k] !== start) return starts[k];
  return textLength;
}
function rawUnits(text2) {
  const bytes = text2.length > 1024 ? Buffer.from(text2, "utf16le") : null;
  if (bytes && bytes.byteOffset % 2 === 0)
    return { length: text2.length, codes: new Uint16Array(bytes.buffer, bytes.byteOffset, text2.length), starts: null };
  const codes = new Uint16Array(text2.length);
  for (let i = 0; i < text2.length; i++) codes[i] = text2.charCodeAt(i);
  return { length: text2.length, codes, starts: null };
}
function unitsText(units) {
  let out = "";
  for (let i = 0; i < units.length; i += 4096)
    out += String.fromCharCode(...units.codes.subarray(i, Math.min(units.length, i + 4096)));
  return out;
}
function hexValue(c) {
  if (c === void 0) return -1;
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}
var Writer = class {
  constructor(from) {
    this.from = from;
    this.codes = new Uint16Array(from.length);
    this.starts = new Int32Array(from.length);
  }
  from;
  codes;
  starts;
  length = 0;
  changed = false;
  /** Units [start, end) of the reading decoded, as they are. */
  copy(start, end) {
    if (end <= start) return;
    const { codes, starts } = this.from;
    if (end - start < 32) {
      for (let i = start, j = this.length; i < end; i++, j++) {
        this.codes[j] = codes[i];
        this.starts[j] = starts ? starts[i] : i;
      }
    } else {
      this.codes.set(codes.subarray(start, end), this.length);
      if (starts) this.starts.set(starts.subarray(start, end), this.length);
      else for (let i = start, j = this.length; i < end; i++, j++) this.starts[j] = i;
    }
    this.length += end - start;
  }
  /** A code point that an escape starting at unit `at` of the reading decoded to: two units past the BMP. */
  push(code3, at) {
    const start = startOf(this.from, at);
    if (code3 > 65535) {
      const c = code3 - 65536;
      this.codes[this.length] = 55296 + (c >> 10);
      this.starts[this.length++] = start;
      code3 = 56320 + (c & 1023);
    }
    this.changed = true;
    this.codes[this.length] = code3;
    this.starts[this.length++] = start;
  }
  /** The reading, or null when nothing was decoded. */
  done() {
    return this.changed ? {
      length: this.length,
      codes: this.codes.subarray(0, this.length),
      starts: this.starts.subarray(0, this.length)
    } : null;
  }
};
function next(units, code3, from) {
  const at = units.codes.indexOf(code3, from);
  return at < 0 ? units.length : at;
}

// conformance/redact/spellings/entities.ts
var AMPERSAND = 38;
var APOSTROPHE = 39;
var QUOTE4 = 34;
var SEMICOLON = 59;
var NAMED_REFERENCES = /* @__PURE__ */ new Map([
  ["lt", 60],
  ["gt", 62],
  ["quot", QUOTE4],
  ["apos", APOSTROPHE],
  ["amp", AMPERSAND]
]);
function entityDecoded(units) {
  const { codes, length } = units;
  const out = new Writer(units);
  for (let i = 0; i < length; ) {
    const at = next(units, AMPERSAND, i);
    out.copy(i, at);
    if (at >= length) break;
    let j = at + 1;
    while (codes[j] === 97 && codes[j + 1] === 109 && codes[j + 2] === 112 && codes[j + 3] === SEMICOLON && j + 3 < length)
      j += 4;
    let end = j;
    while (end < length && end - j < 10 && codes[end] !== SEMICOLON) end++;
    let code3 = -1;
    if (end < length && codes[end] === SEMICOLON && end > j) {
      const name = String.fromCharCode(...codes.subarray(j, end));
      const numeric = /^#(?:x([0-9a-f]{1,6})|([0-9]{1,7}))$/i.exec(name);
      code3 = numeric ? numeric[1] !== void 0 ? parseInt(numeric[1], 16) : Number(numeric[2]) : NAMED_REFERENCES.get(name) ?? -1;
      if (code3 > 1114111) code3 = -1;
    }
    if (code3 >= 0) {
      out.push(code3, at);
      i = end + 1;
    } else if (j > at + 1) {
      out.push(AMPERSAND, at);
      i = j;
    } else {
      out.copy(at, at + 1);
      i = at + 1;
    }
  }
  return out.done();
}

// conformance/redact/spellings/json.ts
var BACKSLASH4 = 92;
var APOSTROPHE2 = 39;
var QUOTE5 = 34;
var SIMPLE_ESCAPES = /* @__PURE__ */ new Map([
  [QUOTE5, QUOTE5],
  [47, 47],
  [APOSTROPHE2, APOSTROPHE2],
  [98, 8],
  [102, 12],
  [110, 10],
  [114, 13],
  [116, 9]
]);
function xByte(codes, length, at) {
  let j = at;
  while (j < length && codes[j] === BACKSLASH4) j++;
  if (j === at || codes[j] !== 120 || j + 2 >= length) return null;
  const byte = hexValue(codes[j + 1]) << 4 | hexValue(codes[j + 2]);
  return byte < 0 ? null : { byte, next: j + 3 };
}
function utf8From(codes, length, first) {
  const b = first.byte;
  const more = b >= 194 && b <= 223 ? 1 : b >= 224 && b <= 239 ? 2 : b >= 240 && b <= 244 ? 3 : 0;
  if (more === 0) return null;
  let code3 = more === 1 ? b & 31 : more === 2 ? b & 15 : b & 7;
  let next2 = first.next;
  for (let k = 0; k < more; k++) {
    const continuation = xByte(codes, length, next2);
    if (!continuation || (continuation.byte & 192) !== 128) return null;
    code3 = code3 << 6 | continuation.byte & 63;
    next2 = continuation.next;
  }
  const minimum = more === 1 ? 128 : more === 2 ? 2048 : 65536;
  return code3 >= minimum && code3 <= 1114111 && (code3 < 55296 || code3 > 57343) ? { code: code3, next: next2 } : null;
}
function jsonDecoded(units) {
  const { codes, length } = units;
  const out = new Writer(units);
  for (let i = 0; i < length; ) {
    const at = next(units, BACKSLASH4, i);
    out.copy(i, at);
    if (at >= length) break;
    let j = at + 1;
    while (j < length && codes[j] === BACKSLASH4) j++;
    const after = j < length ? codes[j] : void 0;
    if (after === 117 && j + 4 < length) {
      const code3 = hexValue(codes[j + 1]) << 12 | hexValue(codes[j + 2]) << 8 | hexValue(codes[j + 3]) << 4 | hexValue(codes[j + 4]);
      if (code3 >= 0) {
        out.push(code3, at);
        i = j + 5;
        continue;
      }
    }
    const byte = after === 120 ? xByte(codes, length, at) : null;
    if (byte) {
      const character = utf8From(codes, length, byte);
      out.push(character?.code ?? byte.byte, at);
      i = character?.next ?? byte.next;
      continue;
    }
    const simple = after === void 0 ? void 0 : SIMPLE_ESCAPES.get(after);
    if (simple !== void 0) {
      out.push(simple, at);
      i = j + 1;
      continue;
    }
    if (j - at > 1) out.push(BACKSLASH4, at);
    else out.copy(at, j);
    i = j;
  }
  return out.done();
}

// conformance/redact/spellings/percent.ts
var PERCENT = 37;
var PLUS2 = 43;
var SPACE4 = 32;
function percentByte(codes, length, i) {
  if (codes[i] !== PERCENT) return null;
  let j = i + 1;
  while (j + 3 < length && codes[j] === 50 && codes[j + 1] === 53 && hexValue(codes[j + 2]) >= 0 && hexValue(codes[j + 3]) >= 0)
    j += 2;
  if (j + 1 >= length) return null;
  const high = hexValue(codes[j]);
  const low = hexValue(codes[j + 1]);
  return high < 0 || low < 0 ? null : { byte: high << 4 | low, next: j + 2 };
}
function percentDecoded(units) {
  const { codes, length } = units;
  const out = new Writer(units);
  let percent = -1;
  let plus = -1;
  for (let i = 0; i < length; ) {
    if (percent < i) percent = next(units, PERCENT, i);
    if (plus < i) plus = next(units, PLUS2, i);
    const at = Math.min(percent, plus);
    out.copy(i, at);
    if (at >= length) break;
    if (at === plus) {
      out.push(SPACE4, at);
      i = at + 1;
      continue;
    }
    const first = percentByte(codes, length, at);
    if (!first) {
      out.copy(at, at + 1);
      i = at + 1;
      continue;
    }
    const b = first.byte;
    const more = b >= 194 && b <= 223 ? 1 : b >= 224 && b <= 239 ? 2 : b >= 240 && b <= 244 ? 3 : 0;
    let code3 = more === 1 ? b & 31 : more === 2 ? b & 15 : b & 7;
    let end = first.next;
    let whole = more > 0;
    for (let k = 0; k < more && whole; k++) {
      const continuation = percentByte(codes, length, end);
      if (!continuation || (continuation.byte & 192) !== 128) whole = false;
      else {
        code3 = code3 << 6 | continuation.byte & 63;
        end = continuation.next;
      }
    }
    const minimum = more === 1 ? 128 : more === 2 ? 2048 : 65536;
    if (whole && code3 >= minimum && code3 <= 1114111 && (code3 < 55296 || code3 > 57343)) {
      out.push(code3, at);
      i = end;
    } else {
      out.push(b === PLUS2 ? SPACE4 : b, at);
      i = first.next;
    }
  }
  return out.done();
}

// conformance/redact/spellings/shell.ts
var BACKSLASH5 = 92;
var APOSTROPHE3 = 39;
var QUOTE6 = 34;
function shellDecoded(units) {
  const { codes, length } = units;
  const out = new Writer(units);
  for (let i = 0; i < length; ) {
    const at = next(units, APOSTROPHE3, i);
    out.copy(i, at);
    if (at >= length) break;
    const escaped = codes[at + 1] === BACKSLASH5 && codes[at + 2] === APOSTROPHE3 && codes[at + 3] === APOSTROPHE3;
    const quoted = codes[at + 1] === QUOTE6 && codes[at + 2] === APOSTROPHE3 && codes[at + 3] === QUOTE6 && codes[at + 4] === APOSTROPHE3;
    const size = escaped ? 4 : quoted ? 5 : 0;
    if (size > 0 && at + size <= length) {
      out.push(APOSTROPHE3, at);
      i = at + size;
    } else {
      out.copy(at, at + 1);
      i = at + 1;
    }
  }
  return out.done();
}

// conformance/redact/spellings/spellings.ts
var BACKSLASH6 = 92;
var PERCENT2 = 37;
var PLUS3 = 43;
var AMPERSAND2 = 38;
var APOSTROPHE4 = 39;
function readingOf(text2) {
  if (!ESCAPED.test(text2)) return text2;
  return decodedUnits(rawUnits(text2));
}
function readingOfUnits(raw) {
  const { codes } = raw;
  return [BACKSLASH6, PERCENT2, PLUS3, AMPERSAND2].some((c) => codes.includes(c)) ? decodedUnits(raw) : raw;
}
var ROUNDS = 4;
function decodedUnits(raw) {
  let units = raw;
  for (let round = 0, changed = true; changed && round < ROUNDS; round++) {
    const before = units;
    const { codes } = units;
    if (codes.includes(APOSTROPHE4)) units = shellDecoded(units) ?? units;
    if (units.codes.includes(AMPERSAND2)) units = entityDecoded(units) ?? units;
    if (units.codes.includes(PERCENT2) || units.codes.includes(PLUS3)) units = percentDecoded(units) ?? units;
    if (units.codes.includes(BACKSLASH6)) {
      units = jsonDecoded(units) ?? units;
      if (units.codes.includes(PERCENT2) || units.codes.includes(PLUS3)) units = percentDecoded(units) ?? units;
    }
    changed = units !== before;
  }
  return units;
}
var ESCAPED = /[\\%+&]|'(?:\\''|"'"')/;

// conformance/redact/scan.ts
var DEPTH = 3;
var ESCAPED_PLUS = /(?:%|\\u00|\\x|&#x0*)2b;?$|&#0*43;$/i;
function scan(text2, sought, emit, depth = 0) {
  return scanReading(text2, typeof text2 === "string" ? readingOf(text2) : readingOfUnits(text2), sought, emit, depth);
}
function scanAsWritten(text2, sought, emit) {
  scanReading(text2, text2, sought, emit, 0);
}
function scanReading(text2, reading, sought, emit, depth) {
  const source = typeof reading === "string" ? reading : reading.codes;
  const spell = typeof reading === "string" ? (first, last) => emit(first, last + 1) : (first, last) => emit(startOf(reading, first), endOf(reading, last, text2.length));
  for (const windows of sought.readings) windows.find(source, reading.length, spell);
  const deeper = depth < DEPTH;
  if (sought.skeletons || deeper) {
    const skeleton = skeletonOf(reading);
    const { at } = skeleton;
    sought.skeletons?.find(
      skeleton.codes,
      skeleton.length,
      (first, last) => spell(at[first], at[last])
    );
    if (deeper)
      hexDecodings(
        skeleton.codes,
        skeleton.length,
        at,
        sought.fewest,
        (decoded) => readDecoded(decoded, sought, spell, depth)
      );
  }
  if (deeper) {
    const plus = (i) => {
      if (typeof reading === "string") return false;
      const start = startOf(reading, i);
      const end = endOf(reading, i, text2.length);
      const at = (k) => typeof text2 === "string" ? text2.charCodeAt(k) : text2.codes[k];
      if (end - start === 1) return at(start) === 43;
      let spelt = "";
      for (let k = start; k < end; k++) spelt += String.fromCharCode(at(k));
      return ESCAPED_PLUS.test(spelt);
    };
    base64Decodings(reading, sought.fewest, plus, (decoded) => readDecoded(decoded, sought, spell, depth));
  }
  return reading;
}
function readDecoded(decoded, sought, spell, depth) {
  textsOf(
    decoded,
    sought.fewest,
    (units, first, last) => scan(
      units,
      sought,
      (start, end) => {
        const from = decoded.first[first[start]];
        const to = decoded.last[last[end - 1]];
        if (from >= 0 && to >= 0) spell(from, to);
      },
      depth + 1
    )
  );
}

// conformance/redact/secrets.ts
var decodedOr = (text2) => {
  try {
    return decodeURIComponent(text2);
  } catch {
    return text2;
  }
};
function basicCredentials(token) {
  if (!/^[A-Za-z0-9+/\-_]+=*$/.test(token)) return null;
  const decoded = Buffer.from(token, "base64").toString("utf8");
  return decoded.includes(":") && !/[\p{Cc}\ufffd]/u.test(decoded) ? decoded : null;
}
function headerSecrets(name, raw) {
  const value = raw.trim();
  if (value === "") return [];
  const secrets = [{ name, value }];
  const scheme = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) +(\S.*)$/.exec(value);
  if (scheme) {
    const credentials = scheme[2];
    secrets.push({ name, value: credentials });
    const basic = /^basic$/i.test(scheme[1]) ? basicCredentials(credentials) : null;
    if (basic) secrets.push(...userinfoSecrets(basic));
  }
  return secrets;
}
function userinfoSecrets(userinfo) {
  const colon = userinfo.indexOf(":");
  const parts = colon < 0 ? [userinfo] : [userinfo, userinfo.slice(0, colon), userinfo.slice(colon + 1)];
  return parts.filter((part) => part !== "").map((value) => ({ name: null, value }));
}
function writtenParts(url) {
  return {
    userinfo: /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/)?([^/?#@]*)@/.exec(url)?.[1] ?? "",
    query: /^[^?#]*\?([^#]*)/.exec(url)?.[1] ?? ""
  };
}
function urlSecrets(url) {
  let parsed = null;
  try {
    parsed = new URL(url);
  } catch {
  }
  const written = writtenParts(url);
  const secrets = [];
  if (parsed && (parsed.username !== "" || parsed.password !== "")) {
    const user = decodedOr(parsed.username);
    secrets.push(...userinfoSecrets(parsed.password === "" ? user : `${user}:${decodedOr(parsed.password)}`));
  }
  if (written.userinfo !== "") secrets.push(...userinfoSecrets(decodedOr(written.userinfo)));
  const queries = /* @__PURE__ */ new Set([parsed?.search.slice(1) ?? "", written.query]);
  for (const pair of [...queries].flatMap((query) => query.split("&"))) {
    const equals = pair.indexOf("=");
    if (equals < 0) continue;
    const name = decodedOr(pair.slice(0, equals).replace(/\+/g, " "));
    const value = pair.slice(equals + 1);
    for (const read2 of /* @__PURE__ */ new Set([decodedOr(value.replace(/\+/g, " ")), decodedOr(value)]))
      if (read2 !== "") secrets.push({ name, value: read2 });
  }
  return secrets;
}
function secretsOf(headers, target = {}) {
  return [
    ...Object.entries(headers).flatMap(([name, value]) => headerSecrets(name, value)),
    ...[target.registry, target.validator, target.scan].flatMap((url) => url ? urlSecrets(url) : [])
  ];
}

// conformance/redact/secret-readings.ts
var readingText = (text2) => {
  const reading = readingOf(text2);
  return typeof reading === "string" ? reading : unitsText(reading);
};
function readingsOfValue(value) {
  const utf16 = Array.from({ length: value.length }, (_, i) => value.charCodeAt(i));
  return [
    .../* @__PURE__ */ new Set([
      readingText(value),
      readingText(utf16.map((c) => `\\u${c.toString(16).padStart(4, "0")}`).join("")),
      readingText(Array.from(Buffer.from(value, "utf8"), (b) => `%${b.toString(16).padStart(2, "0")}`).join(""))
    ])
  ];
}

// conformance/redact/secret-windows.ts
var BASE = 16777619;
var TABLE_BITS = 20;
var slotOf = (hash2) => Math.imul(hash2, 2654435761) >>> 32 - TABLE_BITS;
var Windows = class {
  constructor(length, folded = false) {
    this.length = length;
    this.fold = folded ? foldTableOf() : identityTableOf();
    let power = 1;
    for (let i = 1; i < length; i++) power = Math.imul(power, BASE);
    this.leaving = power;
  }
  length;
  bits = new Uint32Array(1 << TABLE_BITS - 5);
  texts = /* @__PURE__ */ new Set();
  /** BASE to the power length - 1: what the unit leaving a window weighed. */
  leaving;
  fold;
  add(window) {
    let key = "";
    for (let i = 0; i < window.length; i++) key += String.fromCharCode(this.fold[window.charCodeAt(i)]);
    if (this.texts.has(key)) return;
    this.texts.add(key);
    let hash2 = 0;
    for (let i = 0; i < key.length; i++) hash2 = Math.imul(hash2, BASE) + key.charCodeAt(i) | 0;
    const slot = slotOf(hash2);
    this.bits[slot >>> 5] = this.bits[slot >>> 5] | 1 << (slot & 31);
  }
  /** Calls `hit` with the first and last index of every secret window of the first `length` units of `source`. */
  find(source, length, hit) {
    if (length < this.length) return;
    if (typeof source === "string") this.findInText(source, length, hit);
    else this.findInUnits(source, length, hit);
  }
  findInUnits(codes, length, hit) {
    const { bits, leaving, texts, length: size, fold } = this;
    let hash2 = 0;
    for (let i = 0; i < size; i++) hash2 = Math.imul(hash2, BASE) + fold[codes[i]] | 0;
    for (let start = 0; ; start++) {
      const slot = slotOf(hash2);
      if ((bits[slot >>> 5] & 1 << (slot & 31)) !== 0 && texts.has(this.key(codes, start)))
        hit(start, start + size - 1);
      if (start + size >= length) return;
      hash2 = Math.imul(hash2 - Math.imul(fold[codes[start]], leaving) | 0, BASE) + fold[codes[start + size]] | 0;
    }
  }
  /** As findInUnits, in a text without escapes: most of what the kit masks, with no copy of it made. */
  findInText(text2, length, hit) {
    const { bits, leaving, texts, length: size, fold } = this;
    let hash2 = 0;
    for (let i = 0; i < size; i++) hash2 = Math.imul(hash2, BASE) + fold[text2.charCodeAt(i)] | 0;
    for (let start = 0; ; start++) {
      const slot = slotOf(hash2);
      if ((bits[slot >>> 5] & 1 << (slot & 31)) !== 0 && texts.has(this.key(text2, start)))
        hit(start, start + size - 1);
      if (start + size >= length) return;
      hash2 = Math.imul(hash2 - Math.imul(fold[text2.charCodeAt(start)], leaving) | 0, BASE) + fold[text2.charCodeAt(start + size)] | 0;
    }
  }
  /** The window at `start`, as the table keeps windows (folded or not). */
  key(source, start) {
    let key = "";
    for (let i = start; i < start + this.length; i++)
      key += String.fromCharCode(
        this.fold[typeof source === "string" ? source.charCodeAt(i) : source[i]]
      );
    return key;
  }
};

// conformance/redact/redact.ts
var MIN_FREE_REDACTION = 4;
var MIN_PART_REDACTION = 8;
var ESCAPED_PART = 6;
var escapeRegExp = (text2) => text2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function namedFormsOf(value) {
  return [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)];
}
var DOT2 = 46;
var LONGEST_CUT = MIN_PART_REDACTION - 1;
var SecretTables = class {
  tables = /* @__PURE__ */ new Map();
  /** Windows of 8 of the values' skeletons: their letters and digits, whatever case and separators a target gave. */
  skeletons = null;
  /** Parts of the values with escapes in them, as written: their parts read shorter than they are written. */
  written = null;
  beginnings = /* @__PURE__ */ new Set();
  named = [];
  /** The tables of readings, by window length, in the order they were first needed. */
  get readings() {
    return [...this.tables.values()];
  }
  add(secret) {
    const { value } = secret;
    if (value.length < MIN_FREE_REDACTION) {
      if (secret.name !== null) this.named.push(secret);
      return;
    }
    const readings = readingsOfValue(value);
    for (const reading of readings) {
      this.addSpelling(reading);
      for (let k = 2; k <= Math.min(reading.length - 1, LONGEST_CUT); k++) this.beginnings.add(reading.slice(0, k));
    }
    for (const spelling of /* @__PURE__ */ new Set([...readings, value])) {
      const skeleton = skeletonText(spelling);
      for (let i = 0; i + MIN_PART_REDACTION <= skeleton.length; i++)
        (this.skeletons ??= new Windows(MIN_PART_REDACTION, true)).add(skeleton.slice(i, i + MIN_PART_REDACTION));
    }
    if (value.length >= MIN_PART_REDACTION && readings.some((reading) => reading.length < value.length)) {
      const written = this.written ??= new Windows(MIN_PART_REDACTION);
      for (let i = 0; i + MIN_PART_REDACTION <= value.length; i++) written.add(value.slice(i, i + MIN_PART_REDACTION));
      for (const reading of readings)
        for (let i = 0; i + ESCAPED_PART <= reading.length; i++)
          this.tableOf(ESCAPED_PART).add(reading.slice(i, i + ESCAPED_PART));
    }
  }
  tableOf(length) {
    let table = this.tables.get(length);
    if (!table) this.tables.set(length, table = new Windows(length));
    return table;
  }
  /** Every window of 8 of a long spelling; a short one whole. */
  addSpelling(spelling) {
    if (spelling.length >= MIN_PART_REDACTION)
      for (let i = 0; i + MIN_PART_REDACTION <= spelling.length; i++)
        this.tableOf(MIN_PART_REDACTION).add(spelling.slice(i, i + MIN_PART_REDACTION));
    else if (spelling.length >= MIN_FREE_REDACTION) this.tableOf(spelling.length).add(spelling);
  }
};
function namedPatternOf(named2) {
  if (named2.length === 0) return null;
  return new RegExp(
    named2.map(
      ({ name, value }) => `(?<=${escapeRegExp(name ?? "")}[\\\\"']*\\s*[:=]\\s*[\\\\"']*)(?:${namedFormsOf(value).map(escapeRegExp).join("|")})(?![A-Za-z0-9])`
    ).join("|"),
    "gi"
  );
}
var Cuts = class {
  constructor(beginnings) {
    this.beginnings = beginnings;
    for (const beginning of beginnings) this.beginningEnds[beginning.charCodeAt(beginning.length - 1)] = 1;
  }
  beginnings;
  /** The last units of the beginnings: a `...` after any other unit ends no cut value. */
  beginningEnds = new Uint8Array(65536);
  /** Adds to `spans` the spans of a reading's cut values. */
  find(reading, textLength, spans) {
    const units = typeof reading === "string" ? rawUnits(reading) : reading;
    const { codes, length } = units;
    for (let at = codes.indexOf(DOT2, 1); at >= 0 && at + 2 < length; at = codes.indexOf(DOT2, at + 1)) {
      if (codes[at + 1] !== DOT2 || codes[at + 2] !== DOT2 || this.beginningEnds[codes[at - 1]] !== 1) continue;
      const before = String.fromCharCode(...codes.subarray(Math.max(0, at - LONGEST_CUT), at));
      for (let k = before.length; k >= 2; k--)
        if (this.beginnings.has(before.slice(before.length - k))) {
          spans.push(startOf(units, at - k), endOf(units, at - 1, textLength));
          break;
        }
    }
  }
};
function redactorOf(headers, target = {}) {
  const secrets = secretsOf(headers, target);
  if (secrets.length === 0) return (text2) => text2;
  const tables = new SecretTables();
  for (const secret of new Map(secrets.map((s) => [`${s.name ?? ""}
${s.value}`, s])).values()) tables.add(secret);
  const { skeletons, written, beginnings } = tables;
  const windows = tables.readings;
  const sought = {
    readings: windows,
    skeletons,
    fewest: Math.min(...windows.map((w) => w.length), MIN_PART_REDACTION)
  };
  const shortest = Math.min(sought.fewest, beginnings.size > 0 ? 5 : Infinity);
  const namedPattern = namedPatternOf(tables.named);
  const userinfo = [target.registry, target.validator, target.scan].some((url) => url && /^[^/]*\/\/[^/@]*@/.test(url));
  const cuts = new Cuts(beginnings);
  return (text2) => {
    let masked = text2;
    if (text2.length >= shortest) {
      const spans = [];
      const reading = scan(text2, sought, (start, end) => void spans.push(start, end));
      const asWritten = (first, last) => void spans.push(first, last + 1);
      if (typeof reading !== "string") scanAsWritten(text2, sought, (start, end) => void spans.push(start, end));
      written?.find(text2, text2.length, asWritten);
      if (beginnings.size > 0 && text2.includes("...")) cuts.find(reading, text2.length, spans);
      if (spans.length > 0) masked = maskSpans(text2, spans);
    }
    if (namedPattern) masked = masked.replace(namedPattern, MASK);
    if (userinfo) masked = maskUserinfo(masked);
    return masked;
  };
}
function redactDeep(value, redact) {
  const walk2 = (v) => {
    if (typeof v === "string") return redact(v);
    if (Array.isArray(v)) return v.map(walk2);
    if (v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [redact(k), walk2(inner)]));
    }
    return v;
  };
  return walk2(value);
}
function redactError(error, redact) {
  if (error instanceof Error) {
    error.message = redact(error.message);
    if (error.stack !== void 0) error.stack = redact(error.stack);
  }
  return error;
}

// conformance/config/urls.ts
var BASE_PREFIX = {
  registry: "",
  validator: "/api/validator",
  scan: "/api/scan"
};
var groupsOf = (urls) => GROUPS.filter((g) => urls[g] !== void 0);
function targetOf(base, urlOf2) {
  const target = {};
  for (const group of GROUPS) {
    const url = urlOf2(group) ?? (base ? `${base}${BASE_PREFIX[group]}` : void 0);
    if (url) target[group] = url;
  }
  return target;
}
var isLoopback = (url) => {
  if (!url) return true;
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127\./.test(host);
};
var defaultRateLimit = (target) => GROUPS.map((g) => target[g]).every(isLoopback) ? 0 : 20;
var trimSlash = (url) => url.replace(/\/+$/, "");
var urlOption = (label, text2) => {
  if (text2 === "") return void 0;
  const notHttp = () => new UsageError(`${label} must be an http(s) URL, got ${redactorOf({}, { registry: text2 })(JSON.stringify(text2))}`);
  let url;
  try {
    url = new URL(text2);
  } catch {
    throw notHttp();
  }
  if (url.username !== "" || url.password !== "") {
    throw new UsageError(`${label} must not carry credentials (they would be printed in reports); send them with -H`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw notHttp();
  return trimSlash(text2);
};

// conformance/client/requests.ts
var operationsOf = (urls) => groupsOf(urls).flatMap((g) => GROUP_OPERATIONS[g]);
function urlOf(urls, op, params) {
  const { group, path } = OPERATIONS[op];
  return `${urls[group] ?? ""}${path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(params[name] ?? ""))}`;
}
var json = (body) => typeof body === "string" ? body : JSON.stringify(body);
function requestOf(urls, op, params, body) {
  return requestWith(urls, op, params, body);
}
function requestWith(urls, op, params, body) {
  const { method, request } = OPERATIONS[op];
  return {
    operation: op,
    method,
    url: urlOf(urls, op, params),
    ...request === null ? {} : { body: json(body) }
  };
}
var withdrawRequest = (urls, allocationId, body = {}) => requestOf(urls, "A", { allocationId }, body);
var factoryRequest = (urls, body) => requestOf(urls, "B", {}, body);
var entryRequest = (urls, party) => requestOf(urls, "C", { party });
var eventsRequest = (urls, body) => requestOf(urls, "D", {}, body);

// conformance/reading/events.ts
function positionOf(item) {
  if (!isObject(item)) return null;
  const update = isObject(item.update) ? item.update : null;
  const verdict = isObject(item.verdict) ? item.verdict : null;
  const event = update && isObject(update["event"]) ? update["event"] : null;
  const migrationId = update ? event ? event["migration_id"] : update["migration_id"] : verdict?.["migration_id"];
  const recordTime = update ? update["record_time"] : verdict?.["record_time"];
  if (typeof migrationId !== "number" || typeof recordTime !== "string") return null;
  const nanos = parseInstantNanos(recordTime);
  return nanos === null ? null : { migrationId, recordTime, nanos };
}
function comparePositions(a, b) {
  if (a.migrationId !== b.migrationId) return a.migrationId < b.migrationId ? -1 : 1;
  return a.nanos === b.nanos ? 0 : a.nanos < b.nanos ? -1 : 1;
}
var describePosition = (p) => `(migration ${p.migrationId}, ${p.recordTime})`;
var cursorOf = (p) => ({
  after_migration_id: p.migrationId,
  after_record_time: p.recordTime
});
function pageProblem(exchange) {
  if (exchange.status !== 200) return null;
  const body = jsonShape(exchange);
  const events = isObject(body) ? body["events"] : void 0;
  return Array.isArray(events) ? null : `a 200 whose events is ${events === void 0 ? "missing" : previewOf(JSON.stringify(events), 200)}`;
}
function eachEvent(exchange, each, form = "whole") {
  return eachPageItem(exchange.bytes, each, () => wholeBody(exchange), form);
}
function wholeBody(exchange) {
  const shape = jsonShape(exchange);
  return isObject(shape) && Array.isArray(shape["events"]) ? exchange.json : shape;
}
var eventCursor = (exchange) => pageCursor(exchange.bytes, () => wholeBody(exchange));
var withoutBody = (exchange) => ({
  request: exchange.request,
  status: exchange.status,
  contentType: exchange.contentType,
  text: "",
  json: void 0
});
var COPIED = 64 * 1024;
var COPIED_PREVIEW = 4096;
function ownCopy(exchange) {
  const { request, status, contentType } = exchange;
  if ((exchange.bytes?.length ?? exchange.text.length) <= COPIED)
    return { request, status, contentType, text: exchange.text, json: exchange.json };
  return { request, status, contentType, text: bodyPreview(exchange, COPIED_PREVIEW), json: void 0 };
}
function identityOf(item) {
  if (!isObject(item)) return JSON.stringify(item) ?? String(item);
  const p = positionOf(item);
  const id = (isObject(item.update) ? item.update["update_id"] : void 0) ?? (isObject(item.verdict) ? item.verdict["update_id"] : void 0);
  return [p ? describePosition(p) : "(no position)", String(id)].join(" ");
}
var Trail = class {
  /** Each page's identities, one after the other. */
  texts = [];
  /** Each page's offsets of its identities in its text, and the text's length. */
  offsets = [];
  positioned = [];
  /** Index of each page's first event. */
  starts = [];
  count = 0;
  get length() {
    return this.count;
  }
  /** Adds a page's events: their identities, and for each 1 when it has a position, else 0. */
  push(ids, positioned) {
    if (ids.length === 0) return;
    const offsets = new Int32Array(ids.length + 1);
    ids.forEach((id, i) => {
      offsets[i + 1] = offsets[i] + id.length;
    });
    this.texts.push(ids.join(""));
    this.offsets.push(offsets);
    this.positioned.push(Uint8Array.from(positioned));
    this.starts.push(this.count);
    this.count += ids.length;
  }
  /** The event at `index` (0 <= index < length). */
  at(index) {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    const i = index - this.starts[lo];
    const offsets = this.offsets[lo];
    return {
      id: this.texts[lo].slice(offsets[i], offsets[i + 1]),
      positioned: this.positioned[lo][i] === 1
    };
  }
};
async function walk(ctx, pageSize, maxPages, from) {
  const items2 = new Trail();
  const exchanges = [];
  const seen = /* @__PURE__ */ new Set();
  let duplicate = null;
  let disorder = null;
  let previous = null;
  const walked = (ended, broken) => ({
    items: items2,
    duplicate,
    disorder,
    exchanges,
    ended,
    ...broken ? { broken } : {}
  });
  let after = from;
  for (let page2 = 0; page2 < maxPages; page2++) {
    const request = eventsRequest(ctx.urls, { page_size: pageSize, ...after ? { after } : {} });
    const step = await ctx.send(request, (exchange) => {
      exchanges.push(withoutBody(exchange));
      if (exchange.status !== 200) return { end: walked(false, ownCopy(exchange)) };
      const ids = [];
      const positioned = [];
      let last = null;
      const verdict = eachEvent(
        exchange,
        (event) => {
          last = positionOf(event);
          ids.push(identityOf(event));
          positioned.push(last ? 1 : 0);
          if (!last) return;
          if (previous && !disorder && comparePositions(previous, last) >= 0)
            disorder = { before: previous, after: last, exchange: withoutBody(exchange) };
          previous = last;
        },
        "outline"
      );
      if (!verdict.page) return { end: walked(false, ownCopy(exchange)) };
      if (verdict.items === 0) return { end: walked(true) };
      items2.push(ids, positioned);
      for (let i = items2.length - ids.length; i < items2.length && duplicate === null; i++) {
        const { id, positioned: positioned2 } = items2.at(i);
        if (!positioned2) continue;
        if (seen.has(id)) duplicate = id;
        else seen.add(id);
      }
      if (!last) return { end: walked(false, ownCopy(exchange)) };
      return { next: last };
    });
    if ("end" in step) return step.end;
    after = cursorOf(step.next);
  }
  return walked(false);
}

// ../../main/node_modules/fast-check/lib/rolldown-runtime-D7D4PA-g.js
var __defProp2 = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
  let target = {};
  for (var name in all) __defProp2(target, name, {
    get: all[name],
    enumerable: true
  });
  if (!no_symbols) __defProp2(target, Symbol.toStringTag, { value: "Module" });
  return target;
};

// ../../main/node_modules/pure-rand/lib/esm/generator/congruential32.js
var MULTIPLIER = 214013;
var INCREMENT = 2531011;
var MASK2 = 4294967295;
var MASK_2 = -2147483649;
var MULTIPLIER_2 = -1443076087;
var INCREMENT_2 = 505908858;
var MULTIPLIER_3 = 1170746341;
var INCREMENT_3 = -755606699;
var JUMP_MULTIPLIER = 1994129409;
var JUMP_INCREMENT = 916127744;
var LinearCongruential32 = class LinearCongruential322 {
  constructor(seed) {
    this.seed = seed;
  }
  clone() {
    return new LinearCongruential322(this.seed);
  }
  next() {
    const s0 = this.seed;
    const s1 = Math.imul(s0, MULTIPLIER) + INCREMENT | 0;
    const s2 = Math.imul(s0, MULTIPLIER_2) + INCREMENT_2 | 0;
    const s3 = Math.imul(s0, MULTIPLIER_3) + INCREMENT_3 | 0;
    this.seed = s3;
    const v1 = (s1 & MASK_2) >> 16;
    const v2 = (s2 & MASK_2) >> 16;
    return (s3 & MASK_2) >> 16 | v2 << 15 | v1 << 30;
  }
  jump() {
    this.seed = Math.imul(this.seed, JUMP_MULTIPLIER) + JUMP_INCREMENT & MASK2;
  }
  getState() {
    return [this.seed];
  }
};
function congruential32(seed) {
  return new LinearCongruential32(seed);
}

// ../../main/node_modules/pure-rand/lib/esm/generator/mersenne.js
var N = 624;
var M = 397;
var A = 2567483615;
var F = 1812433253;
var U = 11;
var S = 7;
var B = 2636928640;
var T = 15;
var C = 4022730752;
var L = 18;
var MASK_LOWER = 2147483647;
var MASK_UPPER = 2147483648;
var JUMP_COEFS = "SUSgbA\\W`E[]KN2RUSo8XVU?HKBFRl11E\\KoWOg5B]XEWG;BE;1:oVK[`B^Z9Qd23^XTnhL>]Unda4f[X;_j9H5QD=cN<5H`3bW>9bk1mjoI2fK0obmAAINOV:>Mek_V9dd<hZ\\gC3?Fm7FEk07QH_3PLm^@?^i\\QMkgP<]oLHmFnlecg5F@7U^@4jhZ?WZS0k@GHehmM36:5^9;>Hmm`co>k:KOSkSbIINb1VFf>LXgP>GUAQTD>Ci>XMGkUflLlb?_FaFUk@?5N7i70@;1o68ah@I<HFH7R2^J:G][Gf962ITWID9GWK8ElD2G5=DcHcL]cA]P2n7A=[<bInM;IHDQnJMReRXDWbVldnGEIPij`E08Xdci3@0c:IBbD4:Nk]?lEN9j^;T`0blZX7eiWE8c`<ak7j05FZi>AjUDh?M1B?^??FAXKThf<aBOXZf7jXYGK>R<;NHk3S9YhM7STJ6`:MIE`S@7298X8W>PNK=@;lLX<i\\TXLL<W@X[X54H]in8M;;n?kkQbajgAMY=Tf9b;ZKf0QUB2FHYWfnfkDoU9YkcLd95T>lK6GM1YL\\lid:J>KYS=iJ]Y>QlF>?R5_[5QeYC=66;A32Ac>OHk_ne^0g>bK:g;KFPgbGUcPR_Z=TX3H9d03bKZ2IhEPKBo>LSGWd0iFdV8C<Y:<>T[O6lC\\blaZ>GoAYP4clf^j1IfnZJ]QeDe2X<HE[LJNWnaCg[P]Co^:IRbWPY?97UePBlZNNHY6LOBM8P>=h?Ye:_f_Sb9Ki5GDYBF4dWeMfdg^ccPllNWM7G1\\UMdoYeOOD5^e@foA22G?ADYo5:FVG[bWo96;>3kc_c1Ab30>30;1@4F8g2hY?DJ4[LOL;ZLLKo2]jo>[KMDUcR279N_kF=3WL@Dd620bMTdA\\U9k``ef2iD9JgJ8CZBHS>F^Uk;<laeaeHS<15OSeS`PcSSKBRBFY]aQ=EgUXGNg=?d56`KA@2BejY0^[_DCX`L=CGMT=BW^6S1i@2ATBVk>3_ocRA>2U:4GPQ6o>5jX2HIcV3S@On6KB<[SKB?FC_AAji9agbBFkAi\\;4I\\UJ]c36Ub@[;gQACVGY<V]SDJBUU]La\\_a@JdOO8gm2T0DJMa:8Hf7>E]noQ[1Kambn??QQ]S?1i0oMGOijb\\aGY6lQ^CJ?9bFle8<eH4UUjBINX;n8@VOA5ah^URV49B[A?ONHhHAC1J5;;h0SXYlG^0W=eJdHh^K4SGe=1HZLLam;D<Q3AOdbPcdX``82\\jo0En8jRVGC73WMCF9`d:0heS?80?C188cSn7H9<daZ]MgS4Pb^1HkA:1PU^5>^h_g[RQV@PnYBRI_]`B]Bh@Uk03eXGY`I16L76H28X`R>IROMeNVUdU[:lghLhPCQZ:4a<30YBZCYnXe[?;jc8gKI2QH2MjnWBm4nGCZW`aVU2a;P<AMI25mlW_Nm][2?b6o851X@lAm]YZ`bWRF1g<Ga:T]1NXH5Veja5P9S9>:aNg:Th1Y=5o78K>LQ8hW@5S?I83Lk5Xk;j5@I3o[d:4RjE^oS30:WP9gC\\i8aSI>QRE@4lP:7lDg8g2`Ql[2I8aBU\\BQ?B4_clL9Q]S;^e1Ob5[>3JER2`c7B=o]fPOWO<DGi;Niba1PoWPPE_Q3aX0OB0mZej\\f_M[J4Y6]1`h2MkF[GiW8Q^d3^_=<I1N2Q7]2<2j[iP7V3V821FaI]A`93bC^Z\\G=WJ;^Ih?B97_iIF@\\Dl<eK1je8SNTWo_=XFMZH<<JYLZ^YQMPgYOV45K_:]kSI8^XlO0]GY=VUfe_C_F6TOcoAlVUH:o=WhhT@K`2KFhe<3\\KXQ>W:M?S_4S5d@J^`[AGA7@3]DnGSCO`\\?E8HT75^d9\\:m\\m1egIfk8cd6bD9\\eU8\\n[Pb0Cgd^S0n9kGJHb]i5XodlKHc34Fhi9K>0U5WK`>7Ff2^KL=WC6:kc?e5C^a1T1:4:^S5flXlGNIj08AfO?Dh7T7dWO>E]NI9?ob7B7P_h[4TEP[EU;GllFTnSmg9:\\[N]<SAoKP_kPlG56A:I3T6EG8Hj=XnUE`KT5U@OQ?]7[N^MFN1_NU4KO_3::Le`8IL9[1Z1H1;V3SC\\N3]S@4U[F2mhT5dYM7[4Pg_Na0_8WTH0`bgceQS8]EG;XgD4Ib4iLTP@kE79Mn>AYRJA1U5^Blhgno:aHVYc03c3J0Vc9FjEV^M75Zfd8kVC9>iJDk`AJ[6f7DK2D^DL\\AX:6b5h31XH;RQB\\N<ZSM=J;6L[`UW^eOIFc1Y]6_dfedIe4ARh72mTXC0WND_IDHVCZRDE0eODARCEETQI5TPUQE=jEH5bS?LP[ai`F5ABRYDo2o\\@=]GT?_9;hc4Lm:\\SF9k1T<0E@fX9BG[]g0nY7k[Qmi@la8`PF0j6@Q?Ii7bLkXQ<lLHf]`:DCh@9JY5>hEVLTdhL\\b1EB0lLh<=WaO@F<;8g<d:@e:LA:cFIEdmQh7hNHfSRToW?8N4:Z1K;XEDRO;OIDh<UdVln?bjgL>?VE98[B\\K<BVjkG8LiSX;fb>jf?DUK00Aih<WY6QD6cEnHBZ8iN_fd<G8Ci`11RUW2QlW]IXV:m?;J0GXXHfGNQ>:D`=fLPbO?VOTEYLj^cNj5PM>jKB5HVjJ4U7lXaTQNL9<@\\1`m\\Ug@VQHd7>jW=ca0`miF7;N0F=GjoQ`RFchKMGTmn8cF@Oh4GGCm7m2`U9j93Tb>=kSERjE_J939F01I1;`<ijk_=_Vn=7RVAI6fnQI5KlF:C44bN<<8K=Z<2TP<1]5?<dB>^LA=ebloE2Y2:9lkh0\\<YKbHD97iE`<C5oj^1>X:??`H6BXF2hG1Q[dF0Q=>W=J?7C\\k1T?<;R44oW?1hY^G8Zm]ZKnfOf0eCFYo6?=D8?<`6HU5SXh1;=:23LmV_FSi;OJfV<^?GkIDPISeHg1LaGE:V3Y3K3H<QJfbY?=;ldZRhnhQT_mGXDLFXXhSONE6Do_0iNZagB:BPGOTH;VhHUTd6LhQm^[;dO]5Hlkg<R:F<Kn\\:I:EGojgWZ2X@SYO_dlH;G8S<>oEKabY`:oU;=JW7ig?S?EYb86b7n8ce\\]IRa]koiWY<RfO;5kUI;7lVeC?[@ZaXDiF04B8R]bg@>O<mQDoUcBLcf^f>m2kMBUloD>Ze@NN^Z11TM`inXYhE_I=kA`:ZF4d\\>`L@;ZP[`ENU5cL[BV6\\Z?Di76:jg3hE6oG6jFc8kP=[GS1;WSedYQW1:U4\\OF32GgmMC<AjO]872bdBb`bKAA?8j78b>T3VfcUB2m4J^CPRU;8dScI]LU]^bBYA5_3:Y0N5i^?200000";
var MersenneTwister = class MersenneTwister2 {
  constructor(states, index) {
    this.states = states;
    this.index = index;
  }
  clone() {
    return new MersenneTwister2(this.states.slice(), this.index);
  }
  next() {
    let y = this.states[this.index];
    y ^= y >>> U;
    y ^= y << S & B;
    y ^= y << T & C;
    y ^= y >>> L;
    this.index = twistedNext(this.states, this.index);
    return y;
  }
  getState() {
    return [this.index, ...this.states];
  }
  jump() {
    const originalStates = this.states.slice();
    const originalIndex = this.index;
    this.index = twistedNext(this.states, this.index);
    for (let i = 19932; i > 0; --i) {
      if (JUMP_COEFS.charCodeAt(i / 6 | 0) - 48 & 1 << i % 6) addState(this.states, this.index, originalStates, originalIndex);
      this.index = twistedNext(this.states, this.index);
    }
    addState(this.states, this.index, originalStates, originalIndex);
  }
};
function addState(mt, idx, originalMt, originalIdx) {
  let i = 0;
  if (originalIdx >= idx) {
    for (; i < N - originalIdx; i++) mt[i + idx] ^= originalMt[i + originalIdx];
    for (; i < N - idx; i++) mt[i + idx] ^= originalMt[i + originalIdx - N];
    for (; i < N; i++) mt[i + idx - N] ^= originalMt[i + originalIdx - N];
  } else {
    for (; i < N - idx; i++) mt[i + idx] ^= originalMt[i + originalIdx];
    for (; i < N - originalIdx; i++) mt[i + idx - N] ^= originalMt[i + originalIdx];
    for (; i < N; i++) mt[i + idx - N] ^= originalMt[i + originalIdx - N];
  }
}
function twistedNext(mt, idx) {
  if (idx < N - M) {
    const y = mt[idx] & MASK_UPPER | mt[idx + 1] & MASK_LOWER;
    mt[idx] = mt[idx + M] ^ y >>> 1 ^ -(y & 1) & A;
    return idx + 1;
  } else if (idx < N - 1) {
    const y = mt[idx] & MASK_UPPER | mt[idx + 1] & MASK_LOWER;
    mt[idx] = mt[idx + M - N] ^ y >>> 1 ^ -(y & 1) & A;
    return idx + 1;
  } else {
    const y = mt[idx] & MASK_UPPER | mt[0] & MASK_LOWER;
    mt[idx] = mt[M - 1] ^ y >>> 1 ^ -(y & 1) & A;
    return 0;
  }
}
function twist(mt) {
  for (let idx = 0; idx !== N; ++idx) twistedNext(mt, idx);
}
function mersenne(seed) {
  const out = [seed | 0];
  for (let idx = 1; idx !== N; ++idx) {
    const xored = out[idx - 1] ^ out[idx - 1] >>> 30;
    out.push(Math.imul(F, xored) + idx | 0);
  }
  twist(out);
  return new MersenneTwister(out, 0);
}

// ../../main/node_modules/pure-rand/lib/esm/generator/xorshift128plus.js
var jumps = [
  1667051007,
  2321340297,
  1548169110,
  304075285
];
var XorShift128Plus = class XorShift128Plus2 {
  constructor(s01, s00, s11, s10) {
    this.s01 = s01;
    this.s00 = s00;
    this.s11 = s11;
    this.s10 = s10;
  }
  clone() {
    return new XorShift128Plus2(this.s01, this.s00, this.s11, this.s10);
  }
  next() {
    const a0 = this.s00 ^ this.s00 << 23;
    const a1 = this.s01 ^ (this.s01 << 23 | this.s00 >>> 9);
    const s10 = this.s10;
    const s11 = this.s11;
    const out = this.s00 + s10 | 0;
    this.s01 = s11;
    this.s00 = s10;
    this.s11 = a1 ^ s11 ^ a1 >>> 18 ^ s11 >>> 5;
    this.s10 = a0 ^ s10 ^ (a0 >>> 18 | a1 << 14) ^ (s10 >>> 5 | s11 << 27);
    return out;
  }
  jump() {
    let ns01 = 0;
    let ns00 = 0;
    let ns11 = 0;
    let ns10 = 0;
    let s01 = this.s01;
    let s00 = this.s00;
    let s11 = this.s11;
    let s10 = this.s10;
    for (let i = 0; i !== 4; ++i) {
      const ji = jumps[i];
      for (let mask = 1; mask; mask <<= 1) {
        if (ji & mask) {
          ns01 ^= s01;
          ns00 ^= s00;
          ns11 ^= s11;
          ns10 ^= s10;
        }
        const a0 = s00 ^ s00 << 23;
        const a1 = s01 ^ (s01 << 23 | s00 >>> 9);
        s01 = s11;
        s00 = s10;
        s10 = a0 ^ s10 ^ (a0 >>> 18 | a1 << 14) ^ (s10 >>> 5 | s11 << 27);
        s11 = a1 ^ s11 ^ a1 >>> 18 ^ s11 >>> 5;
      }
    }
    this.s01 = ns01;
    this.s00 = ns00;
    this.s11 = ns11;
    this.s10 = ns10;
  }
  getState() {
    return [
      this.s01,
      this.s00,
      this.s11,
      this.s10
    ];
  }
};
function xorshift128plus(seed) {
  return new XorShift128Plus(-1, ~seed, seed | 0, 0);
}

// ../../main/node_modules/pure-rand/lib/esm/generator/xoroshiro128plus.js
var jumps2 = [
  3639956645,
  3750757012,
  1261568508,
  386426335
];
var XoroShiro128Plus = class XoroShiro128Plus2 {
  constructor(s01, s00, s11, s10) {
    this.s01 = s01;
    this.s00 = s00;
    this.s11 = s11;
    this.s10 = s10;
  }
  clone() {
    return new XoroShiro128Plus2(this.s01, this.s00, this.s11, this.s10);
  }
  next() {
    const out = this.s00 + this.s10 | 0;
    const a0 = this.s10 ^ this.s00;
    const a1 = this.s11 ^ this.s01;
    const s00 = this.s00;
    const s01 = this.s01;
    this.s00 = s00 << 24 ^ s01 >>> 8 ^ a0 ^ a0 << 16;
    this.s01 = s01 << 24 ^ s00 >>> 8 ^ a1 ^ (a1 << 16 | a0 >>> 16);
    this.s10 = a1 << 5 ^ a0 >>> 27;
    this.s11 = a0 << 5 ^ a1 >>> 27;
    return out;
  }
  jump() {
    let ns01 = 0;
    let ns00 = 0;
    let ns11 = 0;
    let ns10 = 0;
    let s01 = this.s01;
    let s00 = this.s00;
    let s11 = this.s11;
    let s10 = this.s10;
    for (let i = 0; i !== 4; ++i) {
      const ji = jumps2[i];
      for (let mask = 1; mask; mask <<= 1) {
        if (ji & mask) {
          ns01 ^= s01;
          ns00 ^= s00;
          ns11 ^= s11;
          ns10 ^= s10;
        }
        const a0 = s10 ^ s00;
        const a1 = s11 ^ s01;
        const s00_ = s00;
        const s01_ = s01;
        s00 = s00_ << 24 ^ s01_ >>> 8 ^ a0 ^ a0 << 16;
        s01 = s01_ << 24 ^ s00_ >>> 8 ^ a1 ^ (a1 << 16 | a0 >>> 16);
        s10 = a1 << 5 ^ a0 >>> 27;
        s11 = a0 << 5 ^ a1 >>> 27;
      }
    }
    this.s01 = ns01;
    this.s00 = ns00;
    this.s11 = ns11;
    this.s10 = ns10;
  }
  getState() {
    return [
      this.s01,
      this.s00,
      this.s11,
      this.s10
    ];
  }
};
function xoroshiro128plus(seed) {
  return new XoroShiro128Plus(-1, ~seed, seed | 0, 0);
}

// ../../main/node_modules/pure-rand/lib/esm/utils/skipN.js
function skipN(rng, num) {
  for (let idx = 0; idx !== num; ++idx) rng.next();
}

// ../../main/node_modules/pure-rand/lib/esm/distribution/uniformBigInt.js
var SBigInt = BigInt;
var NumValues = 4294967296n;
function uniformBigInt(rng, from, to) {
  const diff = to - from + 1n;
  let FinalNumValues = NumValues;
  let NumIterations = 1;
  while (FinalNumValues < diff) {
    FinalNumValues <<= 32n;
    ++NumIterations;
  }
  let value = generateNext(NumIterations, rng);
  if (value < diff) return value + from;
  if (value + diff < FinalNumValues) return value % diff + from;
  const MaxAcceptedRandom = FinalNumValues - FinalNumValues % diff;
  while (value >= MaxAcceptedRandom) value = generateNext(NumIterations, rng);
  return value % diff + from;
}
function generateNext(NumIterations, rng) {
  let value = SBigInt(rng.next() + 2147483648);
  for (let num = 1; num < NumIterations; ++num) {
    const out = rng.next();
    value = (value << 32n) + SBigInt(out + 2147483648);
  }
  return value;
}

// ../../main/node_modules/pure-rand/lib/esm/distribution/uniformInt.js
function uniformIntInternal(rng, rangeSize) {
  const MaxAllowed = rangeSize > 2 ? ~~(4294967296 / rangeSize) * rangeSize : 4294967296;
  let deltaV = rng.next() + 2147483648;
  while (deltaV >= MaxAllowed) deltaV = rng.next() + 2147483648;
  return deltaV % rangeSize;
}
function fromNumberToArrayInt64(out, n) {
  if (n < 0) {
    const posN = -n;
    out.sign = -1;
    out.data[0] = ~~(posN / 4294967296);
    out.data[1] = posN >>> 0;
  } else {
    out.sign = 1;
    out.data[0] = ~~(n / 4294967296);
    out.data[1] = n >>> 0;
  }
  return out;
}
function substractArrayInt64(out, arrayIntA, arrayIntB) {
  const lowA = arrayIntA.data[1];
  const highA = arrayIntA.data[0];
  const signA = arrayIntA.sign;
  const lowB = arrayIntB.data[1];
  const highB = arrayIntB.data[0];
  const signB = arrayIntB.sign;
  out.sign = 1;
  if (signA === 1 && signB === -1) {
    const low2 = lowA + lowB;
    const high = highA + highB + (low2 > 4294967295 ? 1 : 0);
    out.data[0] = high >>> 0;
    out.data[1] = low2 >>> 0;
    return out;
  }
  let lowFirst = lowA;
  let highFirst = highA;
  let lowSecond = lowB;
  let highSecond = highB;
  if (signA === -1) {
    lowFirst = lowB;
    highFirst = highB;
    lowSecond = lowA;
    highSecond = highA;
  }
  let reminderLow = 0;
  let low = lowFirst - lowSecond;
  if (low < 0) {
    reminderLow = 1;
    low = low >>> 0;
  }
  out.data[0] = highFirst - highSecond - reminderLow;
  out.data[1] = low;
  return out;
}
function uniformArrayIntInternal(rng, out, rangeSize) {
  const maxIndex0 = rangeSize[0] + 1;
  out[0] = uniformIntInternal(rng, maxIndex0);
  out[1] = uniformIntInternal(rng, 4294967296);
  while (out[0] >= rangeSize[0] && (out[0] !== rangeSize[0] || out[1] >= rangeSize[1])) {
    out[0] = uniformIntInternal(rng, maxIndex0);
    out[1] = uniformIntInternal(rng, 4294967296);
  }
  return out;
}
var safeNumberMaxSafeInteger = Number.MAX_SAFE_INTEGER;
var sharedA = {
  sign: 1,
  data: [0, 0]
};
var sharedB = {
  sign: 1,
  data: [0, 0]
};
var sharedC = {
  sign: 1,
  data: [0, 0]
};
var sharedData = [0, 0];
function uniformLargeIntInternal(rng, from, to, rangeSize) {
  const rangeSizeArrayIntValue = rangeSize <= safeNumberMaxSafeInteger ? fromNumberToArrayInt64(sharedC, rangeSize) : substractArrayInt64(sharedC, fromNumberToArrayInt64(sharedA, to), fromNumberToArrayInt64(sharedB, from));
  if (rangeSizeArrayIntValue.data[1] === 4294967295) {
    rangeSizeArrayIntValue.data[0] += 1;
    rangeSizeArrayIntValue.data[1] = 0;
  } else rangeSizeArrayIntValue.data[1] += 1;
  uniformArrayIntInternal(rng, sharedData, rangeSizeArrayIntValue.data);
  return sharedData[0] * 4294967296 + sharedData[1] + from;
}
function uniformInt(rng, from, to) {
  const rangeSize = to - from;
  if (rangeSize <= 4294967295) return uniformIntInternal(rng, rangeSize + 1) + from;
  return uniformLargeIntInternal(rng, from, to, rangeSize);
}

// ../../main/node_modules/fast-check/lib/fast-check.js
var SharedFootPrint = /* @__PURE__ */ Symbol.for("fast-check/PreconditionFailure");
var PreconditionFailure = class extends Error {
  constructor(interruptExecution = false) {
    super();
    this.interruptExecution = interruptExecution;
    this.footprint = SharedFootPrint;
  }
  static isFailure(err) {
    return err !== null && err !== void 0 && err.footprint === SharedFootPrint;
  }
};
function pre(expectTruthy) {
  if (!expectTruthy) throw new PreconditionFailure();
}
var Nil = class {
  [Symbol.iterator]() {
    return this;
  }
  next(value) {
    return {
      value,
      done: true
    };
  }
};
var nil = new Nil();
function nilHelper() {
  return nil;
}
function* mapHelper(g, f) {
  for (const v of g) yield f(v);
}
function* flatMapHelper(g, f) {
  for (const v of g) yield* f(v);
}
function* filterHelper(g, f) {
  for (const v of g) if (f(v)) yield v;
}
function* takeNHelper(g, n) {
  for (let i = 0; i < n; ++i) {
    const cur = g.next();
    if (cur.done) break;
    yield cur.value;
  }
}
function* takeWhileHelper(g, f) {
  let cur = g.next();
  while (!cur.done && f(cur.value)) {
    yield cur.value;
    cur = g.next();
  }
}
function* joinHelper(g, others) {
  for (let cur = g.next(); !cur.done; cur = g.next()) yield cur.value;
  for (const s of others) for (let cur = s.next(); !cur.done; cur = s.next()) yield cur.value;
}
var safeSymbolIterator$1 = Symbol.iterator;
var Stream = class Stream2 {
  /**
  * Create an empty stream of T
  * @remarks Since 0.0.1
  */
  static nil() {
    return new Stream2(nilHelper());
  }
  /**
  * Create a stream of T from a variable number of elements
  *
  * @param elements - Elements used to create the Stream
  * @remarks Since 2.12.0
  */
  static of(...elements) {
    return new Stream2(elements[safeSymbolIterator$1]());
  }
  /**
  * Create a Stream based on `g`
  * @param g - Underlying data of the Stream
  */
  constructor(g) {
    this.g = g;
  }
  next() {
    return this.g.next();
  }
  [Symbol.iterator]() {
    return this.g;
  }
  /**
  * Map all elements of the Stream using `f`
  *
  * WARNING: It closes the current stream
  *
  * @param f - Mapper function
  * @remarks Since 0.0.1
  */
  map(f) {
    return new Stream2(mapHelper(this.g, f));
  }
  /**
  * Flat map all elements of the Stream using `f`
  *
  * WARNING: It closes the current stream
  *
  * @param f - Mapper function
  * @remarks Since 0.0.1
  */
  flatMap(f) {
    return new Stream2(flatMapHelper(this.g, f));
  }
  /**
  * Drop elements from the Stream while `f(element) === true`
  *
  * WARNING: It closes the current stream
  *
  * @param f - Drop condition
  * @remarks Since 0.0.1
  */
  dropWhile(f) {
    let foundEligible = false;
    function* helper(v) {
      if (foundEligible || !f(v)) {
        foundEligible = true;
        yield v;
      }
    }
    return this.flatMap(helper);
  }
  /**
  * Drop `n` first elements of the Stream
  *
  * WARNING: It closes the current stream
  *
  * @param n - Number of elements to drop
  * @remarks Since 0.0.1
  */
  drop(n) {
    if (n <= 0) return this;
    let idx = 0;
    function helper() {
      return idx++ < n;
    }
    return this.dropWhile(helper);
  }
  /**
  * Take elements from the Stream while `f(element) === true`
  *
  * WARNING: It closes the current stream
  *
  * @param f - Take condition
  * @remarks Since 0.0.1
  */
  takeWhile(f) {
    return new Stream2(takeWhileHelper(this.g, f));
  }
  /**
  * Take `n` first elements of the Stream
  *
  * WARNING: It closes the current stream
  *
  * @param n - Number of elements to take
  * @remarks Since 0.0.1
  */
  take(n) {
    return new Stream2(takeNHelper(this.g, n));
  }
  filter(f) {
    return new Stream2(filterHelper(this.g, f));
  }
  /**
  * Check whether all elements of the Stream are successful for `f`
  *
  * WARNING: It closes the current stream
  *
  * @param f - Condition to check
  * @remarks Since 0.0.1
  */
  every(f) {
    for (const v of this.g) if (!f(v)) return false;
    return true;
  }
  /**
  * Check whether one of the elements of the Stream is successful for `f`
  *
  * WARNING: It closes the current stream
  *
  * @param f - Condition to check
  * @remarks Since 0.0.1
  */
  has(f) {
    for (const v of this.g) if (f(v)) return [true, v];
    return [false, null];
  }
  /**
  * Join `others` Stream to the current Stream
  *
  * WARNING: It closes the current stream and the other ones (as soon as it iterates over them)
  *
  * @param others - Streams to join to the current Stream
  * @remarks Since 0.0.1
  */
  join(...others) {
    return new Stream2(joinHelper(this.g, others));
  }
  /**
  * Take the `nth` element of the Stream of the last (if it does not exist)
  *
  * WARNING: It closes the current stream
  *
  * @param nth - Position of the element to extract
  * @remarks Since 0.0.12
  */
  getNthOrLast(nth) {
    let remaining = nth;
    let last = null;
    for (const v of this.g) {
      if (remaining-- === 0) return v;
      last = v;
    }
    return last;
  }
};
function stream(g) {
  return new Stream(g);
}
var cloneMethod = /* @__PURE__ */ Symbol.for("fast-check/cloneMethod");
function hasCloneMethod(instance) {
  return instance !== null && (typeof instance === "object" || typeof instance === "function") && cloneMethod in instance && typeof instance[cloneMethod] === "function";
}
function cloneIfNeeded(instance) {
  return hasCloneMethod(instance) ? instance[cloneMethod]() : instance;
}
var safeObjectDefineProperty$4 = Object.defineProperty;
var Value = class {
  /**
  * @param value_ - Internal value of the shrinkable
  * @param context - Context associated to the generated value (useful for shrink)
  * @param customGetValue - Limited to internal usages (to ease migration to next), it will be removed on next major
  */
  constructor(value_, context2, customGetValue) {
    this.value_ = value_;
    this.context = context2;
    this.hasToBeCloned = customGetValue !== void 0 || hasCloneMethod(value_);
    this.readOnce = false;
    this.value = value_;
    if (this.hasToBeCloned) safeObjectDefineProperty$4(this, "value", {
      get: customGetValue !== void 0 ? customGetValue : this.getValue,
      enumerable: false,
      configurable: false
    });
  }
  /** @internal */
  getValue() {
    if (this.hasToBeCloned) {
      if (!this.readOnce) {
        this.readOnce = true;
        return this.value_;
      }
      return this.value_[cloneMethod]();
    }
    return this.value_;
  }
};
var Arbitrary = class {
  filter(refinement) {
    return new FilterArbitrary(this, refinement);
  }
  /**
  * Create another arbitrary by mapping all produced values using the provided `mapper`
  * Values produced by the new arbitrary are the result of applying `mapper` value by value
  *
  * @example
  * ```typescript
  * const rgbChannels: Arbitrary<{r:number,g:number,b:number}> = ...;
  * const color: Arbitrary<string> = rgbChannels.map(ch => `#${(ch.r*65536 + ch.g*256 + ch.b).toString(16).padStart(6, '0')}`);
  * // transform an Arbitrary producing {r,g,b} integers into an Arbitrary of '#rrggbb'
  * ```
  *
  * @param mapper - Map function, to produce a new element based on an old one
  * @param unmapper - Optional unmap function, it will never be used except when shrinking user defined values. Must throw if value is not compatible (since 3.0.0)
  * @returns New arbitrary with mapped elements
  *
  * @remarks Since 0.0.1
  */
  map(mapper, unmapper) {
    return new MapArbitrary(this, mapper, unmapper);
  }
  /**
  * Create another arbitrary by mapping a value from a base Arbirary using the provided `fmapper`
  * Values produced by the new arbitrary are the result of the arbitrary generated by applying `fmapper` to a value
  * @example
  * ```typescript
  * const arrayAndLimitArbitrary = fc.nat().chain((c: number) => fc.tuple( fc.array(fc.nat(c)), fc.constant(c)));
  * ```
  *
  * @param chainer - Chain function, to produce a new Arbitrary using a value from another Arbitrary
  * @returns New arbitrary of new type
  *
  * @remarks Since 1.2.0
  */
  chain(chainer) {
    return new ChainArbitrary(this, chainer);
  }
};
var ChainArbitrary = class extends Arbitrary {
  constructor(arb, chainer) {
    super();
    this.arb = arb;
    this.chainer = chainer;
  }
  generate(mrng, biasFactor) {
    const clonedMrng = mrng.clone();
    const src = this.arb.generate(mrng, biasFactor);
    return this.valueChainer(src, mrng, clonedMrng, biasFactor);
  }
  canShrinkWithoutContext(_value) {
    return false;
  }
  shrink(value, context2) {
    if (this.isSafeContext(context2)) return (!context2.stoppedForOriginal ? this.arb.shrink(context2.originalValue, context2.originalContext).map((v) => this.valueChainer(v, context2.clonedMrng.clone(), context2.clonedMrng, context2.originalBias)) : Stream.nil()).join(context2.chainedArbitrary.shrink(value, context2.chainedContext).map((dst) => {
      const newContext = {
        ...context2,
        chainedContext: dst.context,
        stoppedForOriginal: true
      };
      return new Value(dst.value_, newContext);
    }));
    return Stream.nil();
  }
  valueChainer(v, generateMrng, clonedMrng, biasFactor) {
    const chainedArbitrary = this.chainer(v.value_);
    const dst = chainedArbitrary.generate(generateMrng, biasFactor);
    const context2 = {
      originalBias: biasFactor,
      originalValue: v.value_,
      originalContext: v.context,
      stoppedForOriginal: false,
      chainedArbitrary,
      chainedContext: dst.context,
      clonedMrng
    };
    return new Value(dst.value_, context2);
  }
  isSafeContext(context2) {
    return context2 !== null && context2 !== void 0 && typeof context2 === "object" && "originalBias" in context2 && "originalValue" in context2 && "originalContext" in context2 && "stoppedForOriginal" in context2 && "chainedArbitrary" in context2 && "chainedContext" in context2 && "clonedMrng" in context2;
  }
};
function mapperWithCloneIfNeeded(v, mapper) {
  const sourceValue = v.value;
  const mappedValue = mapper(sourceValue);
  if (v.hasToBeCloned && (typeof mappedValue === "object" && mappedValue !== null || typeof mappedValue === "function") && Object.isExtensible(mappedValue) && !hasCloneMethod(mappedValue)) Object.defineProperty(mappedValue, cloneMethod, { get: () => () => mapperWithCloneIfNeeded(v, mapper)[0] });
  return [mappedValue, sourceValue];
}
function valueMapper(v, mapper) {
  const [mappedValue, sourceValue] = mapperWithCloneIfNeeded(v, mapper);
  return new Value(mappedValue, {
    originalValue: sourceValue,
    originalContext: v.context
  });
}
var MapArbitrary = class extends Arbitrary {
  constructor(arb, mapper, unmapper) {
    super();
    this.arb = arb;
    this.mapper = mapper;
    this.unmapper = unmapper;
    this.bindValueMapper = (v) => valueMapper(v, mapper);
  }
  generate(mrng, biasFactor) {
    const g = this.arb.generate(mrng, biasFactor);
    if (!g.hasToBeCloned) {
      const sourceValue = g.value;
      return new Value(this.mapper(sourceValue), {
        originalValue: sourceValue,
        originalContext: g.context
      });
    }
    return valueMapper(g, this.mapper);
  }
  canShrinkWithoutContext(value) {
    if (this.unmapper !== void 0) try {
      const unmapped = this.unmapper(value);
      return this.arb.canShrinkWithoutContext(unmapped);
    } catch {
      return false;
    }
    return false;
  }
  shrink(value, context2) {
    if (this.isSafeContext(context2)) return this.arb.shrink(context2.originalValue, context2.originalContext).map(this.bindValueMapper);
    if (this.unmapper !== void 0) {
      const unmapped = this.unmapper(value);
      return this.arb.shrink(unmapped, void 0).map(this.bindValueMapper);
    }
    return Stream.nil();
  }
  isSafeContext(context2) {
    return context2 !== null && context2 !== void 0 && typeof context2 === "object" && "originalValue" in context2 && "originalContext" in context2;
  }
};
var FilterArbitrary = class extends Arbitrary {
  constructor(arb, refinement) {
    super();
    this.arb = arb;
    this.refinement = refinement;
    this.bindRefinementOnValue = (v) => this.refinementOnValue(v);
  }
  generate(mrng, biasFactor) {
    while (true) {
      const g = this.arb.generate(mrng, biasFactor);
      if (this.refinementOnValue(g)) return g;
    }
  }
  canShrinkWithoutContext(value) {
    return this.arb.canShrinkWithoutContext(value) && this.refinement(value);
  }
  shrink(value, context2) {
    return this.arb.shrink(value, context2).filter(this.bindRefinementOnValue);
  }
  refinementOnValue(v) {
    return this.refinement(v.value);
  }
};
function isArbitrary(instance) {
  return typeof instance === "object" && instance !== null && "generate" in instance && "shrink" in instance && "canShrinkWithoutContext" in instance;
}
function assertIsArbitrary(instance) {
  if (!isArbitrary(instance)) throw new Error("Unexpected value received: not an instance of Arbitrary");
}
var untouchedApply = Function.prototype.apply;
var ApplySymbol = /* @__PURE__ */ Symbol("apply");
function safeExtractApply(f) {
  try {
    return f.apply;
  } catch {
    return;
  }
}
function safeApplyHacky(f, instance, args) {
  const ff = f;
  ff[ApplySymbol] = untouchedApply;
  const out = ff[ApplySymbol](instance, args);
  delete ff[ApplySymbol];
  return out;
}
function safeApply(f, instance, args) {
  if (safeExtractApply(f) === untouchedApply) return f.apply(instance, args);
  return safeApplyHacky(f, instance, args);
}
var SArray = Array;
var SBigInt2 = BigInt;
var SBigInt64Array = BigInt64Array;
var SBigUint64Array = BigUint64Array;
var SBoolean = Boolean;
var SDate = Date;
var SError = Error;
var SFloat32Array = Float32Array;
var SFloat64Array = Float64Array;
var SInt8Array = Int8Array;
var SInt16Array = Int16Array;
var SInt32Array = Int32Array;
var SNumber = Number;
var SString = String;
var SSet = Set;
var SUint8Array = Uint8Array;
var SUint8ClampedArray = Uint8ClampedArray;
var SUint16Array = Uint16Array;
var SUint32Array = Uint32Array;
var SencodeURIComponent = encodeURIComponent;
var SMap$2 = Map;
var SSymbol = Symbol;
var untouchedForEach = Array.prototype.forEach;
var untouchedIndexOf = Array.prototype.indexOf;
var untouchedJoin = Array.prototype.join;
var untouchedMap = Array.prototype.map;
var untouchedFlat = Array.prototype.flat;
var untouchedFilter = Array.prototype.filter;
var untouchedPush = Array.prototype.push;
var untouchedPop = Array.prototype.pop;
var untouchedSplice = Array.prototype.splice;
var untouchedSlice = Array.prototype.slice;
var untouchedSort = Array.prototype.sort;
var untouchedEvery = Array.prototype.every;
function extractForEach(instance) {
  try {
    return instance.forEach;
  } catch {
    return;
  }
}
function extractIndexOf(instance) {
  try {
    return instance.indexOf;
  } catch {
    return;
  }
}
function extractJoin(instance) {
  try {
    return instance.join;
  } catch {
    return;
  }
}
function extractMap(instance) {
  try {
    return instance.map;
  } catch {
    return;
  }
}
function extractFlat(instance) {
  try {
    return instance.flat;
  } catch {
    return;
  }
}
function extractFilter(instance) {
  try {
    return instance.filter;
  } catch {
    return;
  }
}
function extractPush(instance) {
  try {
    return instance.push;
  } catch {
    return;
  }
}
function extractPop(instance) {
  try {
    return instance.pop;
  } catch {
    return;
  }
}
function extractSplice(instance) {
  try {
    return instance.splice;
  } catch {
    return;
  }
}
function extractSlice(instance) {
  try {
    return instance.slice;
  } catch {
    return;
  }
}
function extractSort(instance) {
  try {
    return instance.sort;
  } catch {
    return;
  }
}
function extractEvery(instance) {
  try {
    return instance.every;
  } catch {
    return;
  }
}
function safeForEach(instance, fn) {
  if (extractForEach(instance) === untouchedForEach) return instance.forEach(fn);
  return safeApply(untouchedForEach, instance, [fn]);
}
function safeIndexOf(instance, ...args) {
  if (extractIndexOf(instance) === untouchedIndexOf) return instance.indexOf(...args);
  return safeApply(untouchedIndexOf, instance, args);
}
function safeJoin(instance, ...args) {
  if (extractJoin(instance) === untouchedJoin) return instance.join(...args);
  return safeApply(untouchedJoin, instance, args);
}
function safeMap(instance, fn) {
  if (extractMap(instance) === untouchedMap) return instance.map(fn);
  return safeApply(untouchedMap, instance, [fn]);
}
function safeFlat(instance, depth) {
  if (extractFlat(instance) === untouchedFlat) {
    [].flat();
    return instance.flat(depth);
  }
  return safeApply(untouchedFlat, instance, [depth]);
}
function safeFilter(instance, predicate) {
  if (extractFilter(instance) === untouchedFilter) return instance.filter(predicate);
  return safeApply(untouchedFilter, instance, [predicate]);
}
function safePush(instance, ...args) {
  if (extractPush(instance) === untouchedPush) return instance.push(...args);
  return safeApply(untouchedPush, instance, args);
}
function safePop$1(instance) {
  if (extractPop(instance) === untouchedPop) return instance.pop();
  return safeApply(untouchedPop, instance, []);
}
function safeSplice(instance, ...args) {
  if (extractSplice(instance) === untouchedSplice) return instance.splice(...args);
  return safeApply(untouchedSplice, instance, args);
}
function safeSlice(instance, ...args) {
  if (extractSlice(instance) === untouchedSlice) return instance.slice(...args);
  return safeApply(untouchedSlice, instance, args);
}
function safeSort(instance, ...args) {
  if (extractSort(instance) === untouchedSort) return instance.sort(...args);
  return safeApply(untouchedSort, instance, args);
}
function safeEvery(instance, ...args) {
  if (extractEvery(instance) === untouchedEvery) return instance.every(...args);
  return safeApply(untouchedEvery, instance, args);
}
var untouchedGetTime = Date.prototype.getTime;
var untouchedToISOString = Date.prototype.toISOString;
function extractGetTime(instance) {
  try {
    return instance.getTime;
  } catch {
    return;
  }
}
function extractToISOString(instance) {
  try {
    return instance.toISOString;
  } catch {
    return;
  }
}
function safeGetTime(instance) {
  if (extractGetTime(instance) === untouchedGetTime) return instance.getTime();
  return safeApply(untouchedGetTime, instance, []);
}
function safeToISOString(instance) {
  if (extractToISOString(instance) === untouchedToISOString) return instance.toISOString();
  return safeApply(untouchedToISOString, instance, []);
}
var untouchedAdd = Set.prototype.add;
var untouchedHas = Set.prototype.has;
function extractAdd(instance) {
  try {
    return instance.add;
  } catch {
    return;
  }
}
function extractHas(instance) {
  try {
    return instance.has;
  } catch (err) {
    return;
  }
}
function safeAdd(instance, value) {
  if (extractAdd(instance) === untouchedAdd) return instance.add(value);
  return safeApply(untouchedAdd, instance, [value]);
}
function safeHas(instance, value) {
  if (extractHas(instance) === untouchedHas) return instance.has(value);
  return safeApply(untouchedHas, instance, [value]);
}
var untouchedSet = WeakMap.prototype.set;
var untouchedGet = WeakMap.prototype.get;
function extractSet(instance) {
  try {
    return instance.set;
  } catch (err) {
    return;
  }
}
function extractGet(instance) {
  try {
    return instance.get;
  } catch (err) {
    return;
  }
}
function safeSet(instance, key, value) {
  if (extractSet(instance) === untouchedSet) return instance.set(key, value);
  return safeApply(untouchedSet, instance, [key, value]);
}
function safeGet(instance, key) {
  if (extractGet(instance) === untouchedGet) return instance.get(key);
  return safeApply(untouchedGet, instance, [key]);
}
var untouchedMapSet = Map.prototype.set;
var untouchedMapGet = Map.prototype.get;
var untouchedMapHas = Map.prototype.has;
function extractMapSet(instance) {
  try {
    return instance.set;
  } catch (err) {
    return;
  }
}
function extractMapGet(instance) {
  try {
    return instance.get;
  } catch (err) {
    return;
  }
}
function extractMapHas(instance) {
  try {
    return instance.has;
  } catch (err) {
    return;
  }
}
function safeMapSet(instance, key, value) {
  if (extractMapSet(instance) === untouchedMapSet) return instance.set(key, value);
  return safeApply(untouchedMapSet, instance, [key, value]);
}
function safeMapGet(instance, key) {
  if (extractMapGet(instance) === untouchedMapGet) return instance.get(key);
  return safeApply(untouchedMapGet, instance, [key]);
}
function safeMapHas(instance, key) {
  if (extractMapHas(instance) === untouchedMapHas) return instance.has(key);
  return safeApply(untouchedMapHas, instance, [key]);
}
var untouchedSplit = String.prototype.split;
var untouchedStartsWith = String.prototype.startsWith;
var untouchedEndsWith = String.prototype.endsWith;
var untouchedSubstring = String.prototype.substring;
var untouchedToLowerCase = String.prototype.toLowerCase;
var untouchedToUpperCase = String.prototype.toUpperCase;
var untouchedPadStart = String.prototype.padStart;
var untouchedCharCodeAt = String.prototype.charCodeAt;
var untouchedNormalize = String.prototype.normalize;
var untouchedReplace = String.prototype.replace;
function extractSplit(instance) {
  try {
    return instance.split;
  } catch {
    return;
  }
}
function extractStartsWith(instance) {
  try {
    return instance.startsWith;
  } catch {
    return;
  }
}
function extractEndsWith(instance) {
  try {
    return instance.endsWith;
  } catch {
    return;
  }
}
function extractSubstring(instance) {
  try {
    return instance.substring;
  } catch {
    return;
  }
}
function extractToLowerCase(instance) {
  try {
    return instance.toLowerCase;
  } catch {
    return;
  }
}
function extractToUpperCase(instance) {
  try {
    return instance.toUpperCase;
  } catch {
    return;
  }
}
function extractPadStart(instance) {
  try {
    return instance.padStart;
  } catch {
    return;
  }
}
function extractCharCodeAt(instance) {
  try {
    return instance.charCodeAt;
  } catch {
    return;
  }
}
function extractNormalize(instance) {
  try {
    return instance.normalize;
  } catch (err) {
    return;
  }
}
function extractReplace(instance) {
  try {
    return instance.replace;
  } catch {
    return;
  }
}
function safeSplit(instance, ...args) {
  if (extractSplit(instance) === untouchedSplit) return instance.split(...args);
  return safeApply(untouchedSplit, instance, args);
}
function safeStartsWith(instance, ...args) {
  if (extractStartsWith(instance) === untouchedStartsWith) return instance.startsWith(...args);
  return safeApply(untouchedStartsWith, instance, args);
}
function safeEndsWith(instance, ...args) {
  if (extractEndsWith(instance) === untouchedEndsWith) return instance.endsWith(...args);
  return safeApply(untouchedEndsWith, instance, args);
}
function safeSubstring(instance, ...args) {
  if (extractSubstring(instance) === untouchedSubstring) return instance.substring(...args);
  return safeApply(untouchedSubstring, instance, args);
}
function safeToLowerCase(instance) {
  if (extractToLowerCase(instance) === untouchedToLowerCase) return instance.toLowerCase();
  return safeApply(untouchedToLowerCase, instance, []);
}
function safeToUpperCase(instance) {
  if (extractToUpperCase(instance) === untouchedToUpperCase) return instance.toUpperCase();
  return safeApply(untouchedToUpperCase, instance, []);
}
function safePadStart(instance, ...args) {
  if (extractPadStart(instance) === untouchedPadStart) return instance.padStart(...args);
  return safeApply(untouchedPadStart, instance, args);
}
function safeCharCodeAt(instance, index) {
  if (extractCharCodeAt(instance) === untouchedCharCodeAt) return instance.charCodeAt(index);
  return safeApply(untouchedCharCodeAt, instance, [index]);
}
function safeNormalize(instance, form) {
  if (extractNormalize(instance) === untouchedNormalize) return instance.normalize(form);
  return safeApply(untouchedNormalize, instance, [form]);
}
function safeReplace(instance, pattern, replacement) {
  if (extractReplace(instance) === untouchedReplace) return instance.replace(pattern, replacement);
  return safeApply(untouchedReplace, instance, [pattern, replacement]);
}
var untouchedNumberToString = Number.prototype.toString;
function extractNumberToString(instance) {
  try {
    return instance.toString;
  } catch {
    return;
  }
}
function safeNumberToString(instance, ...args) {
  if (extractNumberToString(instance) === untouchedNumberToString) return instance.toString(...args);
  return safeApply(untouchedNumberToString, instance, args);
}
var untouchedHasOwnProperty = Object.prototype.hasOwnProperty;
var untouchedToString = Object.prototype.toString;
function safeHasOwnProperty(instance, v) {
  return safeApply(untouchedHasOwnProperty, instance, [v]);
}
function safeToString(instance) {
  return safeApply(untouchedToString, instance, []);
}
var untouchedErrorToString = Error.prototype.toString;
function safeErrorToString(instance) {
  return safeApply(untouchedErrorToString, instance, []);
}
var LazyIterableIterator = class {
  constructor(producer) {
    this.producer = producer;
  }
  [Symbol.iterator]() {
    if (this.it === void 0) this.it = this.producer();
    return this.it;
  }
  next() {
    if (this.it === void 0) this.it = this.producer();
    return this.it.next();
  }
};
function makeLazy(producer) {
  return new LazyIterableIterator(producer);
}
var safeArrayIsArray$4 = Array.isArray;
var safeObjectDefineProperty$3 = Object.defineProperty;
function tupleMakeItCloneable(vs, ctxs, values) {
  return safeObjectDefineProperty$3(vs, cloneMethod, { value: () => {
    const cloned = [];
    for (let idx = 0; idx !== values.length; ++idx) {
      let current = values[idx];
      if (current === void 0) current = new Value(vs[idx], ctxs[idx]);
      safePush(cloned, current.value);
    }
    tupleMakeItCloneable(cloned, ctxs, values);
    return cloned;
  } });
}
function tupleShrink(arbs, value, context2) {
  const shrinks = [];
  const safeContext = safeArrayIsArray$4(context2) ? context2 : [];
  for (let idx = 0; idx !== arbs.length; ++idx) safePush(shrinks, makeLazy(() => arbs[idx].shrink(value[idx], safeContext[idx]).map((v) => {
    let cloneable = false;
    const vs = [];
    const ctxs = [];
    const mapped = [];
    for (let nestedIdx = 0; nestedIdx !== arbs.length; ++nestedIdx) {
      const nestedV = nestedIdx === idx ? v : new Value(cloneIfNeeded(value[nestedIdx]), safeContext[nestedIdx]);
      if (nestedV.hasToBeCloned) {
        cloneable = true;
        mapped[nestedIdx] = nestedV;
      }
      safePush(vs, nestedV.value);
      safePush(ctxs, nestedV.context);
    }
    if (cloneable) tupleMakeItCloneable(vs, ctxs, mapped);
    return new Value(vs, ctxs);
  })));
  return Stream.nil().join(...shrinks);
}
var TupleArbitrary = class extends Arbitrary {
  constructor(arbs) {
    super();
    this.arbs = arbs;
    for (let idx = 0; idx !== arbs.length; ++idx) {
      const arb = arbs[idx];
      if (arb === null || arb === void 0 || arb.generate === null || arb.generate === void 0) throw new Error(`Invalid parameter encountered at index ${idx}: expecting an Arbitrary`);
    }
  }
  generate(mrng, biasFactor) {
    let cloneable = false;
    const vs = [];
    const ctxs = [];
    const mapped = [];
    for (let idx = 0; idx !== this.arbs.length; ++idx) {
      const v = this.arbs[idx].generate(mrng, biasFactor);
      if (v.hasToBeCloned) {
        cloneable = true;
        mapped[idx] = v;
      }
      safePush(vs, v.value);
      safePush(ctxs, v.context);
    }
    if (cloneable) tupleMakeItCloneable(vs, ctxs, mapped);
    return new Value(vs, ctxs);
  }
  canShrinkWithoutContext(value) {
    if (!safeArrayIsArray$4(value) || value.length !== this.arbs.length) return false;
    for (let index = 0; index !== this.arbs.length; ++index) if (!this.arbs[index].canShrinkWithoutContext(value[index])) return false;
    return true;
  }
  shrink(value, context2) {
    return tupleShrink(this.arbs, value, context2);
  }
};
function tuple(...arbs) {
  return new TupleArbitrary(arbs);
}
var safeMathLog$3 = Math.log;
function runIdToFrequency(runId) {
  return 2 + ~~(safeMathLog$3(runId + 1) * 0.4342944819032518);
}
var globalParameters = {};
function configureGlobal(parameters) {
  globalParameters = parameters;
}
function readConfigureGlobal() {
  return globalParameters;
}
function resetConfigureGlobal() {
  globalParameters = {};
}
var UndefinedContextPlaceholder = /* @__PURE__ */ Symbol("UndefinedContextPlaceholder");
function noUndefinedAsContext(value) {
  if (value.context !== void 0) return value;
  if (value.hasToBeCloned) return new Value(value.value_, UndefinedContextPlaceholder, () => value.value);
  return new Value(value.value_, UndefinedContextPlaceholder);
}
var dummyHook$1 = () => {
};
var AsyncProperty = class {
  constructor(arb, predicate) {
    this.arb = arb;
    this.predicate = predicate;
    const { asyncBeforeEach, asyncAfterEach, beforeEach: beforeEach2, afterEach: afterEach2 } = readConfigureGlobal() || {};
    if (asyncBeforeEach !== void 0 && beforeEach2 !== void 0) throw SError(`Global "asyncBeforeEach" and "beforeEach" parameters can't be set at the same time when running async properties`);
    if (asyncAfterEach !== void 0 && afterEach2 !== void 0) throw SError(`Global "asyncAfterEach" and "afterEach" parameters can't be set at the same time when running async properties`);
    this.beforeEachHook = asyncBeforeEach || beforeEach2 || dummyHook$1;
    this.afterEachHook = asyncAfterEach || afterEach2 || dummyHook$1;
  }
  isAsync() {
    return true;
  }
  generate(mrng, runId) {
    return noUndefinedAsContext(this.arb.generate(mrng, runId !== void 0 ? runIdToFrequency(runId) : void 0));
  }
  shrink(value) {
    if (value.context === void 0 && !this.arb.canShrinkWithoutContext(value.value_)) return Stream.nil();
    const safeContext = value.context !== UndefinedContextPlaceholder ? value.context : void 0;
    return this.arb.shrink(value.value_, safeContext).map(noUndefinedAsContext);
  }
  async runBeforeEach() {
    await this.beforeEachHook();
  }
  async runAfterEach() {
    await this.afterEachHook();
  }
  async run(v) {
    try {
      const output = await this.predicate(v);
      return output === void 0 || output === true ? null : { error: new SError("Property failed by returning false") };
    } catch (err) {
      if (PreconditionFailure.isFailure(err)) return err;
      return { error: err };
    }
  }
  /**
  * Define a function that should be called before all calls to the predicate
  * @param hookFunction - Function to be called
  * @deprecated Prefer the life-cycle plugins: `fc.assert(property, { plugins: [fc.beforeEach(fn)] })`
  */
  beforeEach(hookFunction) {
    const previousBeforeEachHook = this.beforeEachHook;
    this.beforeEachHook = () => hookFunction(previousBeforeEachHook);
    return this;
  }
  /**
  * Define a function that should be called after all calls to the predicate
  * @param hookFunction - Function to be called
  * @deprecated Prefer the life-cycle plugins: `fc.assert(property, { plugins: [fc.afterEach(fn)] })`
  */
  afterEach(hookFunction) {
    const previousAfterEachHook = this.afterEachHook;
    this.afterEachHook = () => hookFunction(previousAfterEachHook);
    return this;
  }
};
var AlwaysShrinkableArbitrary = class extends Arbitrary {
  constructor(arb) {
    super();
    this.arb = arb;
  }
  generate(mrng, biasFactor) {
    return noUndefinedAsContext(this.arb.generate(mrng, biasFactor));
  }
  canShrinkWithoutContext(_value) {
    return true;
  }
  shrink(value, context2) {
    if (context2 === void 0 && !this.arb.canShrinkWithoutContext(value)) return Stream.nil();
    const safeContext = context2 !== UndefinedContextPlaceholder ? context2 : void 0;
    return this.arb.shrink(value, safeContext).map(noUndefinedAsContext);
  }
};
function asyncProperty(...args) {
  if (args.length < 2) throw new Error("asyncProperty expects at least two parameters");
  const arbs = safeSlice(args, 0, args.length - 1);
  const p = args[args.length - 1];
  safeForEach(arbs, assertIsArbitrary);
  return new AsyncProperty(tuple(...safeMap(arbs, (arb) => new AlwaysShrinkableArbitrary(arb))), (t) => p(...t));
}
var dummyHook = () => {
};
var Property = class {
  constructor(arb, predicate) {
    this.arb = arb;
    this.predicate = predicate;
    const { beforeEach: beforeEach2 = dummyHook, afterEach: afterEach2 = dummyHook, asyncBeforeEach, asyncAfterEach } = readConfigureGlobal() || {};
    if (asyncBeforeEach !== void 0) throw SError(`"asyncBeforeEach" can't be set when running synchronous properties`);
    if (asyncAfterEach !== void 0) throw SError(`"asyncAfterEach" can't be set when running synchronous properties`);
    this.beforeEachHook = beforeEach2;
    this.afterEachHook = afterEach2;
  }
  isAsync() {
    return false;
  }
  generate(mrng, runId) {
    return noUndefinedAsContext(this.arb.generate(mrng, runId !== void 0 ? runIdToFrequency(runId) : void 0));
  }
  shrink(value) {
    if (value.context === void 0 && !this.arb.canShrinkWithoutContext(value.value_)) return Stream.nil();
    const safeContext = value.context !== UndefinedContextPlaceholder ? value.context : void 0;
    return this.arb.shrink(value.value_, safeContext).map(noUndefinedAsContext);
  }
  runBeforeEach() {
    this.beforeEachHook();
  }
  runAfterEach() {
    this.afterEachHook();
  }
  run(v) {
    try {
      const output = this.predicate(v);
      return output === void 0 || output === true ? null : { error: new SError("Property failed by returning false") };
    } catch (err) {
      if (PreconditionFailure.isFailure(err)) return err;
      return { error: err };
    }
  }
  beforeEach(hookFunction) {
    const previousBeforeEachHook = this.beforeEachHook;
    this.beforeEachHook = () => hookFunction(previousBeforeEachHook);
    return this;
  }
  afterEach(hookFunction) {
    const previousAfterEachHook = this.afterEachHook;
    this.afterEachHook = () => hookFunction(previousAfterEachHook);
    return this;
  }
};
function property(...args) {
  if (args.length < 2) throw new Error("property expects at least two parameters");
  const arbs = safeSlice(args, 0, args.length - 1);
  const p = args[args.length - 1];
  safeForEach(arbs, assertIsArbitrary);
  return new Property(tuple(...safeMap(arbs, (arb) => new AlwaysShrinkableArbitrary(arb))), (t) => p(...t));
}
var VerbosityLevel = /* @__PURE__ */ (function(VerbosityLevel2) {
  VerbosityLevel2[VerbosityLevel2["None"] = 0] = "None";
  VerbosityLevel2[VerbosityLevel2["Verbose"] = 1] = "Verbose";
  VerbosityLevel2[VerbosityLevel2["VeryVerbose"] = 2] = "VeryVerbose";
  return VerbosityLevel2;
})({});
function adaptRandomGeneratorTo8x(rng) {
  if ("unsafeNext" in rng) {
    if (rng.unsafeJump === void 0) return {
      clone: () => adaptRandomGeneratorTo8x(rng),
      next: () => rng.unsafeNext(),
      getState: () => rng.getState()
    };
    return {
      clone: () => adaptRandomGeneratorTo8x(rng),
      next: () => rng.unsafeNext(),
      jump: () => rng.unsafeJump(),
      getState: () => rng.getState()
    };
  }
  return rng;
}
function adaptRandomGeneratorToInternal(rng) {
  if ("jump" in rng && typeof rng.jump === "function") return rng;
  return {
    clone: () => adaptRandomGeneratorToInternal(rng),
    next: () => rng.next(),
    jump: () => skipN(rng, 42),
    getState: () => rng.getState()
  };
}
function adaptRandomGenerator(rng) {
  return adaptRandomGeneratorToInternal(adaptRandomGeneratorTo8x(rng));
}
var safeDateNow$1 = Date.now;
var safeMathMin$6 = Math.min;
var safeMathRandom = Math.random;
var QualifiedParameters = class {
  constructor(op) {
    const p = op || {};
    this.seed = readSeed(p);
    this.randomType = readRandomType(p);
    this.numRuns = readNumRuns(p);
    this.verbose = readVerbose(p);
    this.maxSkipsPerRun = p.maxSkipsPerRun !== void 0 ? p.maxSkipsPerRun : 100;
    this.timeout = safeTimeout(p.timeout);
    this.skipAllAfterTimeLimit = safeTimeout(p.skipAllAfterTimeLimit);
    this.interruptAfterTimeLimit = safeTimeout(p.interruptAfterTimeLimit);
    this.markInterruptAsFailure = p.markInterruptAsFailure === true;
    this.skipEqualValues = p.skipEqualValues === true;
    this.ignoreEqualValues = p.ignoreEqualValues === true;
    this.logger = p.logger !== void 0 ? p.logger : (v) => {
      console.log(v);
    };
    this.path = p.path !== void 0 ? p.path : "";
    this.unbiased = p.unbiased === true;
    this.examples = p.examples !== void 0 ? p.examples : [];
    this.endOnFailure = p.endOnFailure === true;
    this.reporter = p.reporter;
    this.asyncReporter = p.asyncReporter;
    this.includeErrorInReport = p.includeErrorInReport === true;
    this.plugins = p.plugins !== void 0 ? p.plugins : [];
  }
  toParameters() {
    return {
      seed: this.seed,
      randomType: this.randomType,
      numRuns: this.numRuns,
      maxSkipsPerRun: this.maxSkipsPerRun,
      timeout: this.timeout,
      skipAllAfterTimeLimit: this.skipAllAfterTimeLimit,
      interruptAfterTimeLimit: this.interruptAfterTimeLimit,
      markInterruptAsFailure: this.markInterruptAsFailure,
      skipEqualValues: this.skipEqualValues,
      ignoreEqualValues: this.ignoreEqualValues,
      path: this.path,
      logger: this.logger,
      unbiased: this.unbiased,
      verbose: this.verbose,
      examples: this.examples,
      endOnFailure: this.endOnFailure,
      reporter: this.reporter,
      asyncReporter: this.asyncReporter,
      includeErrorInReport: this.includeErrorInReport,
      plugins: this.plugins
    };
  }
};
function createQualifiedRandomGenerator(random) {
  return (seed) => {
    return adaptRandomGenerator(random(seed));
  };
}
function readSeed(p) {
  if (p.seed === void 0) return safeDateNow$1() ^ safeMathRandom() * 4294967296;
  const seed32 = p.seed | 0;
  if (p.seed === seed32) return seed32;
  return seed32 ^ (p.seed - seed32) * 4294967296;
}
function readRandomType(p) {
  if (p.randomType === void 0) return xorshift128plus;
  if (typeof p.randomType === "string") switch (p.randomType) {
    case "mersenne":
      return createQualifiedRandomGenerator(mersenne);
    case "congruential":
    case "congruential32":
      return createQualifiedRandomGenerator(congruential32);
    case "xorshift128plus":
      return xorshift128plus;
    case "xoroshiro128plus":
      return xoroshiro128plus;
    default:
      throw new Error(`Invalid random specified: '${p.randomType}'`);
  }
  const mrng = p.randomType(0);
  if ("min" in mrng && mrng.min !== -2147483648) throw new Error(`Invalid random number generator: min must equal -0x80000000, got ${String(mrng.min)}`);
  if ("max" in mrng && mrng.max !== 2147483647) throw new Error(`Invalid random number generator: max must equal 0x7fffffff, got ${String(mrng.max)}`);
  if (mrng === adaptRandomGenerator(mrng)) return p.randomType;
  return createQualifiedRandomGenerator(p.randomType);
}
function readNumRuns(p) {
  const defaultValue = 100;
  if (p.numRuns !== void 0) return p.numRuns;
  if (p.num_runs !== void 0) return p.num_runs;
  return defaultValue;
}
function readVerbose(p) {
  if (p.verbose === void 0) return 0;
  if (typeof p.verbose === "boolean") return p.verbose === true ? 1 : 0;
  if (p.verbose <= 0) return 0;
  if (p.verbose >= 2) return 2;
  return p.verbose | 0;
}
function safeTimeout(value) {
  if (value === void 0) return;
  return safeMathMin$6(value, 2147483647);
}
function read(op) {
  return new QualifiedParameters(op);
}
function interruptAfter(timeMs, setTimeoutSafe, clearTimeoutSafe) {
  let timeoutHandle = null;
  return {
    clear: () => clearTimeoutSafe(timeoutHandle),
    promise: new Promise((resolve3) => {
      timeoutHandle = setTimeoutSafe(() => {
        resolve3(new PreconditionFailure(true));
      }, timeMs);
    })
  };
}
var SkipAfterProperty = class {
  constructor(property2, getTime, timeLimit, interruptExecution, setTimeoutSafe, clearTimeoutSafe) {
    this.property = property2;
    this.getTime = getTime;
    this.interruptExecution = interruptExecution;
    this.setTimeoutSafe = setTimeoutSafe;
    this.clearTimeoutSafe = clearTimeoutSafe;
    this.skipAfterTime = this.getTime() + timeLimit;
  }
  isAsync() {
    return this.property.isAsync();
  }
  generate(mrng, runId) {
    return this.property.generate(mrng, runId);
  }
  shrink(value) {
    return this.property.shrink(value);
  }
  run(v) {
    const remainingTime = this.skipAfterTime - this.getTime();
    if (remainingTime <= 0) {
      const preconditionFailure = new PreconditionFailure(this.interruptExecution);
      if (this.isAsync()) return Promise.resolve(preconditionFailure);
      else return preconditionFailure;
    }
    if (this.interruptExecution && this.isAsync()) {
      const t = interruptAfter(remainingTime, this.setTimeoutSafe, this.clearTimeoutSafe);
      const propRun = Promise.race([this.property.run(v), t.promise]);
      propRun.then(t.clear, t.clear);
      return propRun;
    }
    return this.property.run(v);
  }
  runBeforeEach() {
    return this.property.runBeforeEach();
  }
  runAfterEach() {
    return this.property.runAfterEach();
  }
};
var timeoutAfter$1 = (timeMs, setTimeoutSafe, clearTimeoutSafe) => {
  let timeoutHandle = null;
  return {
    clear: () => clearTimeoutSafe(timeoutHandle),
    promise: new Promise((resolve3) => {
      timeoutHandle = setTimeoutSafe(() => {
        resolve3({ error: new SError(`Property timeout: exceeded limit of ${timeMs} milliseconds`) });
      }, timeMs);
    })
  };
};
var TimeoutProperty = class {
  constructor(property2, timeMs, setTimeoutSafe, clearTimeoutSafe) {
    this.property = property2;
    this.timeMs = timeMs;
    this.setTimeoutSafe = setTimeoutSafe;
    this.clearTimeoutSafe = clearTimeoutSafe;
  }
  isAsync() {
    return true;
  }
  generate(mrng, runId) {
    return this.property.generate(mrng, runId);
  }
  shrink(value) {
    return this.property.shrink(value);
  }
  async run(v) {
    const t = timeoutAfter$1(this.timeMs, this.setTimeoutSafe, this.clearTimeoutSafe);
    const propRun = Promise.race([this.property.run(v), t.promise]);
    propRun.then(t.clear, t.clear);
    return propRun;
  }
  runBeforeEach() {
    return Promise.resolve(this.property.runBeforeEach());
  }
  runAfterEach() {
    return Promise.resolve(this.property.runAfterEach());
  }
};
var UnbiasedProperty = class {
  constructor(property2) {
    this.property = property2;
  }
  isAsync() {
    return this.property.isAsync();
  }
  generate(mrng, _runId) {
    return this.property.generate(mrng, void 0);
  }
  shrink(value) {
    return this.property.shrink(value);
  }
  run(v) {
    return this.property.run(v);
  }
  runBeforeEach() {
    return this.property.runBeforeEach();
  }
  runAfterEach() {
    return this.property.runAfterEach();
  }
};
var safeArrayFrom = Array.from;
var safeBufferIsBuffer = typeof Buffer !== "undefined" ? Buffer.isBuffer : void 0;
var safeJsonStringify$1 = JSON.stringify;
var safeNumberIsNaN$5 = Number.isNaN;
var safeObjectKeys$5 = Object.keys;
var safeObjectGetOwnPropertySymbols$2 = Object.getOwnPropertySymbols;
var safeObjectGetOwnPropertyDescriptor$3 = Object.getOwnPropertyDescriptor;
var safeObjectGetPrototypeOf$2 = Object.getPrototypeOf;
var safeNegativeInfinity$7 = Number.NEGATIVE_INFINITY;
var safePositiveInfinity$8 = Number.POSITIVE_INFINITY;
var toStringMethod = /* @__PURE__ */ Symbol.for("fast-check/toStringMethod");
function hasToStringMethod(instance) {
  return instance !== null && (typeof instance === "object" || typeof instance === "function") && toStringMethod in instance && typeof instance[toStringMethod] === "function";
}
var asyncToStringMethod = /* @__PURE__ */ Symbol.for("fast-check/asyncToStringMethod");
function hasAsyncToStringMethod(instance) {
  return instance !== null && (typeof instance === "object" || typeof instance === "function") && asyncToStringMethod in instance && typeof instance[asyncToStringMethod] === "function";
}
var findSymbolNameRegex = /^Symbol\((.*)\)$/;
function getSymbolDescription(s) {
  if (s.description !== void 0) return s.description;
  const m = findSymbolNameRegex.exec(SString(s));
  return m && m[1].length ? m[1] : null;
}
function stringifyNumber(numValue) {
  switch (numValue) {
    case 0:
      return 1 / numValue === safeNegativeInfinity$7 ? "-0" : "0";
    case safeNegativeInfinity$7:
      return "Number.NEGATIVE_INFINITY";
    case safePositiveInfinity$8:
      return "Number.POSITIVE_INFINITY";
    default:
      return numValue === numValue ? SString(numValue) : "Number.NaN";
  }
}
function isSparseArray(arr) {
  let previousNumberedIndex = -1;
  for (const index in arr) {
    const numberedIndex = Number(index);
    if (numberedIndex !== previousNumberedIndex + 1) return true;
    previousNumberedIndex = numberedIndex;
  }
  return previousNumberedIndex + 1 !== arr.length;
}
function stringifyInternal(value, previousValues, getAsyncContent) {
  const currentValues = [...previousValues, value];
  if (typeof value === "object") {
    if (safeIndexOf(previousValues, value) !== -1) return "[cyclic]";
  }
  if (hasAsyncToStringMethod(value)) {
    const content = getAsyncContent(value);
    if (content.state === "fulfilled") return content.value;
  }
  if (hasToStringMethod(value)) try {
    return value[toStringMethod]();
  } catch {
  }
  switch (safeToString(value)) {
    case "[object Array]": {
      const arr = value;
      if (arr.length >= 50 && isSparseArray(arr)) {
        const assignments = [];
        for (const index in arr) if (!safeNumberIsNaN$5(Number(index))) safePush(assignments, `${index}:${stringifyInternal(arr[index], currentValues, getAsyncContent)}`);
        return assignments.length !== 0 ? `Object.assign(Array(${arr.length}),{${safeJoin(assignments, ",")}})` : `Array(${arr.length})`;
      }
      const stringifiedArray = safeJoin(safeMap(arr, (v) => stringifyInternal(v, currentValues, getAsyncContent)), ",");
      return arr.length === 0 || arr.length - 1 in arr ? `[${stringifiedArray}]` : `[${stringifiedArray},]`;
    }
    case "[object BigInt]":
      return `${value}n`;
    case "[object Boolean]": {
      const unboxedToString = value == true ? "true" : "false";
      return typeof value === "boolean" ? unboxedToString : `new Boolean(${unboxedToString})`;
    }
    case "[object Date]": {
      const d = value;
      return safeNumberIsNaN$5(safeGetTime(d)) ? `new Date(NaN)` : `new Date(${safeJsonStringify$1(safeToISOString(d))})`;
    }
    case "[object Map]":
      return `new Map(${stringifyInternal(Array.from(value), currentValues, getAsyncContent)})`;
    case "[object Null]":
      return `null`;
    case "[object Number]":
      return typeof value === "number" ? stringifyNumber(value) : `new Number(${stringifyNumber(Number(value))})`;
    case "[object Object]": {
      try {
        const toStringAccessor = value.toString;
        if (typeof toStringAccessor === "function" && toStringAccessor !== Object.prototype.toString) return value.toString();
      } catch {
        return "[object Object]";
      }
      const mapper = (k) => `${k === "__proto__" ? '["__proto__"]' : typeof k === "symbol" ? `[${stringifyInternal(k, currentValues, getAsyncContent)}]` : safeJsonStringify$1(k)}:${stringifyInternal(value[k], currentValues, getAsyncContent)}`;
      return "{" + safeJoin([
        ...safeObjectGetPrototypeOf$2(value) === null ? ["__proto__:null"] : [],
        ...safeMap(safeObjectKeys$5(value), mapper),
        ...safeMap(safeFilter(safeObjectGetOwnPropertySymbols$2(value), (s) => {
          const descriptor = safeObjectGetOwnPropertyDescriptor$3(value, s);
          return descriptor && descriptor.enumerable;
        }), mapper)
      ], ",") + "}";
    }
    case "[object Set]":
      return `new Set(${stringifyInternal(Array.from(value), currentValues, getAsyncContent)})`;
    case "[object String]":
      return typeof value === "string" ? safeJsonStringify$1(value) : `new String(${safeJsonStringify$1(value)})`;
    case "[object Symbol]": {
      const s = value;
      if (SSymbol.keyFor(s) !== void 0) return `Symbol.for(${safeJsonStringify$1(SSymbol.keyFor(s))})`;
      const desc = getSymbolDescription(s);
      if (desc === null) return "Symbol()";
      return s === (desc.startsWith("Symbol.") && SSymbol[desc.substring(7)]) ? desc : `Symbol(${safeJsonStringify$1(desc)})`;
    }
    case "[object Promise]": {
      const promiseContent = getAsyncContent(value);
      switch (promiseContent.state) {
        case "fulfilled":
          return `Promise.resolve(${stringifyInternal(promiseContent.value, currentValues, getAsyncContent)})`;
        case "rejected":
          return `Promise.reject(${stringifyInternal(promiseContent.value, currentValues, getAsyncContent)})`;
        case "pending":
          return `new Promise(() => {/*pending*/})`;
        default:
          return `new Promise(() => {/*unknown*/})`;
      }
    }
    case "[object Error]":
      if (value instanceof Error) return `new Error(${stringifyInternal(value.message, currentValues, getAsyncContent)})`;
      break;
    case "[object Undefined]":
      return `undefined`;
    case "[object Int8Array]":
    case "[object Uint8Array]":
    case "[object Uint8ClampedArray]":
    case "[object Int16Array]":
    case "[object Uint16Array]":
    case "[object Int32Array]":
    case "[object Uint32Array]":
    case "[object Float32Array]":
    case "[object Float64Array]":
    case "[object BigInt64Array]":
    case "[object BigUint64Array]": {
      if (typeof safeBufferIsBuffer === "function" && safeBufferIsBuffer(value)) return `Buffer.from(${value.buffer.detached ? "/*detached ArrayBuffer*/" : stringifyInternal(safeArrayFrom(value.values()), currentValues, getAsyncContent)})`;
      const valuePrototype = safeObjectGetPrototypeOf$2(value);
      const className = valuePrototype && valuePrototype.constructor && valuePrototype.constructor.name;
      if (typeof className === "string") {
        const typedArray2 = value;
        if (typedArray2.buffer.detached) return `${className}.from(/*detached ArrayBuffer*/)`;
        const valuesFromTypedArr = typedArray2.values();
        return `${className}.from(${stringifyInternal(safeArrayFrom(valuesFromTypedArr), currentValues, getAsyncContent)})`;
      }
      break;
    }
  }
  try {
    return value.toString();
  } catch {
    return safeToString(value);
  }
}
function stringify(value) {
  return stringifyInternal(value, [], () => ({
    state: "unknown",
    value: void 0
  }));
}
function possiblyAsyncStringify(value) {
  const stillPendingMarker = SSymbol();
  const pendingPromisesForCache = [];
  const cache2 = new SMap$2();
  function createDelay0() {
    let handleId = null;
    const cancel = () => {
      if (handleId !== null) clearTimeout(handleId);
    };
    return {
      delay: new Promise((resolve3) => {
        handleId = setTimeout(() => {
          handleId = null;
          resolve3(stillPendingMarker);
        }, 0);
      }),
      cancel
    };
  }
  const unknownState = {
    state: "unknown",
    value: void 0
  };
  const getAsyncContent = function getAsyncContent2(data) {
    const cacheKey = data;
    if (cache2.has(cacheKey)) return cache2.get(cacheKey);
    const delay0 = createDelay0();
    const p = asyncToStringMethod in data ? Promise.resolve().then(() => data[asyncToStringMethod]()) : data;
    p.catch(() => {
    });
    pendingPromisesForCache.push(Promise.race([p, delay0.delay]).then((successValue) => {
      if (successValue === stillPendingMarker) cache2.set(cacheKey, {
        state: "pending",
        value: void 0
      });
      else cache2.set(cacheKey, {
        state: "fulfilled",
        value: successValue
      });
      delay0.cancel();
    }, (errorValue) => {
      cache2.set(cacheKey, {
        state: "rejected",
        value: errorValue
      });
      delay0.cancel();
    }));
    cache2.set(cacheKey, unknownState);
    return unknownState;
  };
  function loop() {
    const stringifiedValue = stringifyInternal(value, [], getAsyncContent);
    if (pendingPromisesForCache.length === 0) return stringifiedValue;
    return Promise.all(pendingPromisesForCache.splice(0)).then(loop);
  }
  return loop();
}
async function asyncStringify(value) {
  return Promise.resolve(possiblyAsyncStringify(value));
}
function fromSyncCached(cachedValue) {
  return cachedValue === null ? new PreconditionFailure() : cachedValue;
}
function fromCached$1(...data) {
  if (data[1]) return data[0].then(fromSyncCached);
  return fromSyncCached(data[0]);
}
function fromCachedUnsafe(cachedValue, isAsync) {
  return fromCached$1(cachedValue, isAsync);
}
var IgnoreEqualValuesProperty = class {
  constructor(property2, skipRuns) {
    this.property = property2;
    this.skipRuns = skipRuns;
    this.coveredCases = /* @__PURE__ */ new Map();
  }
  isAsync() {
    return this.property.isAsync();
  }
  generate(mrng, runId) {
    return this.property.generate(mrng, runId);
  }
  shrink(value) {
    return this.property.shrink(value);
  }
  run(v) {
    const stringifiedValue = stringify(v);
    if (this.coveredCases.has(stringifiedValue)) {
      const lastOutput = this.coveredCases.get(stringifiedValue);
      if (!this.skipRuns) return lastOutput;
      return fromCachedUnsafe(lastOutput, this.property.isAsync());
    }
    const out = this.property.run(v);
    this.coveredCases.set(stringifiedValue, out);
    return out;
  }
  runBeforeEach() {
    return this.property.runBeforeEach();
  }
  runAfterEach() {
    return this.property.runAfterEach();
  }
};
var safeDateNow = Date.now;
var safeSetTimeout$2 = setTimeout;
var safeClearTimeout$2 = clearTimeout;
function decorateProperty(rawProperty, qParams) {
  let prop = rawProperty;
  if (rawProperty.isAsync() && qParams.timeout !== void 0) prop = new TimeoutProperty(prop, qParams.timeout, safeSetTimeout$2, safeClearTimeout$2);
  if (qParams.unbiased) prop = new UnbiasedProperty(prop);
  if (qParams.skipAllAfterTimeLimit !== void 0) prop = new SkipAfterProperty(prop, safeDateNow, qParams.skipAllAfterTimeLimit, false, safeSetTimeout$2, safeClearTimeout$2);
  if (qParams.interruptAfterTimeLimit !== void 0) prop = new SkipAfterProperty(prop, safeDateNow, qParams.interruptAfterTimeLimit, true, safeSetTimeout$2, safeClearTimeout$2);
  if (qParams.skipEqualValues) prop = new IgnoreEqualValuesProperty(prop, true);
  if (qParams.ignoreEqualValues) prop = new IgnoreEqualValuesProperty(prop, false);
  return prop;
}
var ExecutionStatus = /* @__PURE__ */ (function(ExecutionStatus2) {
  ExecutionStatus2[ExecutionStatus2["Success"] = 0] = "Success";
  ExecutionStatus2[ExecutionStatus2["Skipped"] = -1] = "Skipped";
  ExecutionStatus2[ExecutionStatus2["Failure"] = 1] = "Failure";
  return ExecutionStatus2;
})({});
var RunExecution = class RunExecution2 {
  constructor(verbosity, interruptedAsFailure) {
    this.verbosity = verbosity;
    this.interruptedAsFailure = interruptedAsFailure;
    this.rootExecutionTrees = [];
    this.currentLevelExecutionTrees = this.rootExecutionTrees;
    this.failure = null;
    this.numSkips = 0;
    this.numSuccesses = 0;
    this.interrupted = false;
  }
  appendExecutionTree(status, value) {
    const currentTree = {
      status,
      value,
      children: []
    };
    this.currentLevelExecutionTrees.push(currentTree);
    return currentTree;
  }
  fail(value, id, failure2) {
    if (this.verbosity >= 1) {
      const currentTree = this.appendExecutionTree(1, value);
      this.currentLevelExecutionTrees = currentTree.children;
    }
    if (this.pathToFailure === void 0) this.pathToFailure = `${id}`;
    else this.pathToFailure += `:${id}`;
    this.value = value;
    this.failure = failure2;
  }
  skip(value) {
    if (this.verbosity >= 2) this.appendExecutionTree(-1, value);
    if (this.pathToFailure === void 0) ++this.numSkips;
  }
  success(value) {
    if (this.verbosity >= 2) this.appendExecutionTree(0, value);
    if (this.pathToFailure === void 0) ++this.numSuccesses;
  }
  interrupt() {
    this.interrupted = true;
  }
  isSuccess() {
    return this.pathToFailure === void 0;
  }
  firstFailure() {
    return this.pathToFailure !== void 0 ? +safeSplit(this.pathToFailure, ":")[0] : -1;
  }
  numShrinks() {
    return this.pathToFailure !== void 0 ? safeSplit(this.pathToFailure, ":").length - 1 : 0;
  }
  extractFailures() {
    if (this.isSuccess()) return [];
    const failures = [];
    let cursor = this.rootExecutionTrees;
    while (cursor.length > 0 && cursor[cursor.length - 1].status === 1) {
      const failureTree = cursor[cursor.length - 1];
      failures.push(failureTree.value);
      cursor = failureTree.children;
    }
    return failures;
  }
  static mergePaths(offsetPath, path) {
    if (offsetPath.length === 0) return path;
    const offsetItems = offsetPath.split(":");
    const remainingItems = path.split(":");
    const middle = +offsetItems[offsetItems.length - 1] + +remainingItems[0];
    return [
      ...offsetItems.slice(0, offsetItems.length - 1),
      `${middle}`,
      ...remainingItems.slice(1)
    ].join(":");
  }
  toRunDetails(seed, basePath, maxSkips, qParams) {
    if (!this.isSuccess()) return {
      failed: true,
      interrupted: this.interrupted,
      numRuns: this.firstFailure() + 1 - this.numSkips,
      numSkips: this.numSkips,
      numShrinks: this.numShrinks(),
      seed,
      counterexample: this.value,
      counterexamplePath: RunExecution2.mergePaths(basePath, this.pathToFailure),
      errorInstance: this.failure.error,
      failures: this.extractFailures(),
      executionSummary: this.rootExecutionTrees,
      verbose: this.verbosity,
      runConfiguration: qParams.toParameters()
    };
    const considerInterruptedAsFailure = this.interruptedAsFailure || this.numSuccesses === 0;
    return {
      failed: this.numSkips > maxSkips || this.interrupted && considerInterruptedAsFailure,
      interrupted: this.interrupted,
      numRuns: this.numSuccesses,
      numSkips: this.numSkips,
      numShrinks: 0,
      seed,
      counterexample: null,
      counterexamplePath: null,
      error: null,
      errorInstance: null,
      failures: [],
      executionSummary: this.rootExecutionTrees,
      verbose: this.verbosity,
      runConfiguration: qParams.toParameters()
    };
  }
};
var RunnerIterator = class {
  constructor(sourceValues, shrink, verbose, interruptedAsFailure) {
    this.sourceValues = sourceValues;
    this.shrink = shrink;
    this.runExecution = new RunExecution(verbose, interruptedAsFailure);
    this.currentIdx = -1;
    this.nextValues = sourceValues;
  }
  [Symbol.iterator]() {
    return this;
  }
  next() {
    const nextValue = this.nextValues.next();
    if (nextValue.done || this.runExecution.interrupted) return {
      done: true,
      value: void 0
    };
    this.currentValue = nextValue.value;
    ++this.currentIdx;
    return {
      done: false,
      value: nextValue.value.value_
    };
  }
  handleResult(result) {
    if (result !== null && typeof result === "object" && !PreconditionFailure.isFailure(result)) {
      this.runExecution.fail(this.currentValue.value_, this.currentIdx, result);
      this.currentIdx = -1;
      this.nextValues = this.shrink(this.currentValue);
    } else if (result !== null) {
      if (!result.interruptExecution) {
        this.runExecution.skip(this.currentValue.value_);
        this.sourceValues.skippedOne();
      } else this.runExecution.interrupt();
    } else this.runExecution.success(this.currentValue.value_);
  }
};
var SourceValuesIterator = class {
  constructor(initialValues, maxInitialIterations, remainingSkips) {
    this.initialValues = initialValues;
    this.maxInitialIterations = maxInitialIterations;
    this.remainingSkips = remainingSkips;
  }
  [Symbol.iterator]() {
    return this;
  }
  next() {
    if (--this.maxInitialIterations !== -1 && this.remainingSkips >= 0) {
      const n = this.initialValues.next();
      if (!n.done) return {
        value: n.value,
        done: false
      };
    }
    return {
      value: void 0,
      done: true
    };
  }
  skippedOne() {
    --this.remainingSkips;
    ++this.maxInitialIterations;
  }
};
var MIN_INT = -2147483648;
var MAX_INT = 2147483647;
var DBL_FACTOR = Math.pow(2, 27);
var DBL_DIVISOR = Math.pow(2, -53);
var Random = class Random2 {
  /**
  * Create a mutable random number generator by cloning the passed one and mutate it
  * @param sourceRng - Immutable random generator from pure-rand library, will not be altered (a clone will be)
  */
  constructor(sourceRng) {
    this.internalRng = adaptRandomGenerator(sourceRng.clone());
  }
  /**
  * Clone the random number generator
  */
  clone() {
    return new Random2(this.internalRng);
  }
  /**
  * Generate an integer having `bits` random bits
  * @param bits - Number of bits to generate
  * @deprecated Prefer {@link nextInt} with explicit bounds: `nextInt(0, (1 << bits) - 1)`
  */
  next(bits) {
    return uniformInt(this.internalRng, 0, (1 << bits) - 1);
  }
  /**
  * Generate a random boolean
  * @deprecated Prefer {@link nextInt} with explicit bounds: `nextInt(0, 1) === 1`
  */
  nextBoolean() {
    return uniformInt(this.internalRng, 0, 1) === 1;
  }
  nextInt(min, max) {
    return uniformInt(this.internalRng, min === void 0 ? MIN_INT : min, max === void 0 ? MAX_INT : max);
  }
  /**
  * Generate a random bigint between min (included) and max (included)
  * @param min - Minimal bigint value
  * @param max - Maximal bigint value
  */
  nextBigInt(min, max) {
    return uniformBigInt(this.internalRng, min, max);
  }
  /**
  * Generate a random floating point number between 0.0 (included) and 1.0 (excluded)
  * @deprecated Prefer {@link nextInt} with explicit bounds
  */
  nextDouble() {
    const a = this.next(26);
    const b = this.next(27);
    return (a * DBL_FACTOR + b) * DBL_DIVISOR;
  }
  /**
  * Extract the internal state of the internal RandomGenerator backing the current instance of Random
  */
  getState() {
    if ("getState" in this.internalRng && typeof this.internalRng.getState === "function") return this.internalRng.getState();
  }
};
function tossNext(generator, rng, index) {
  rng.jump();
  return generator.generate(new Random(rng), index);
}
function* toss(generator, seed, random, examples) {
  for (let idx = 0; idx !== examples.length; ++idx) yield new Value(examples[idx], void 0);
  for (let idx = 0, rng = random(seed); ; ++idx) yield tossNext(generator, rng, idx);
}
function lazyGenerate(generator, rng, idx) {
  return () => generator.generate(new Random(rng), idx);
}
function* lazyToss(generator, seed, random, examples) {
  yield* safeMap(examples, (e) => () => new Value(e, void 0));
  let idx = 0;
  const rng = adaptRandomGenerator(random(seed));
  for (; ; ) {
    rng.jump();
    yield lazyGenerate(generator, rng, idx++);
  }
}
function produce(producer) {
  return producer();
}
function pathWalk(path, initialProducers, shrink) {
  const producers = initialProducers;
  const segments = path.split(":").map((text2) => +text2);
  if (segments.length === 0) return producers.map(produce);
  if (!segments.every((v) => !Number.isNaN(v))) throw new Error(`Unable to replay, got invalid path=${path}`);
  let values = producers.drop(segments[0]).map(produce);
  for (const s of segments.slice(1)) {
    const valueToShrink = values.getNthOrLast(0);
    if (valueToShrink === null) throw new Error(`Unable to replay, got wrong path=${path}`);
    values = shrink(valueToShrink).drop(s);
  }
  return values;
}
var safeObjectAssign$6 = Object.assign;
function formatHints(hints) {
  if (hints.length === 1) return `Hint: ${hints[0]}`;
  return hints.map((h2, idx) => `Hint (${idx + 1}): ${h2}`).join("\n");
}
function formatFailures(failures, stringifyOne) {
  return `Encountered failures were:
- ${failures.map(stringifyOne).join("\n- ")}`;
}
function formatExecutionSummary(executionTrees, stringifyOne) {
  const summaryLines = [];
  const remainingTreesAndDepth = [];
  for (let i = executionTrees.length - 1; i >= 0; --i) remainingTreesAndDepth.push({
    depth: 1,
    tree: executionTrees[i]
  });
  while (remainingTreesAndDepth.length !== 0) {
    const currentTreeAndDepth = remainingTreesAndDepth.pop();
    const currentTree = currentTreeAndDepth.tree;
    const currentDepth = currentTreeAndDepth.depth;
    const statusIcon = currentTree.status === 0 ? "\x1B[32m\u221A\x1B[0m" : currentTree.status === 1 ? "\x1B[31m\xD7\x1B[0m" : "\x1B[33m!\x1B[0m";
    const leftPadding = currentDepth !== 0 ? ". ".repeat(currentDepth - 1) : "";
    summaryLines.push(`${leftPadding}${statusIcon} ${stringifyOne(currentTree.value)}`);
    for (let i = currentTree.children.length - 1; i >= 0; --i) remainingTreesAndDepth.push({
      depth: currentDepth + 1,
      tree: currentTree.children[i]
    });
  }
  return `Execution summary:
${summaryLines.join("\n")}`;
}
function preFormatTooManySkipped(out, stringifyOne) {
  const message = `Failed to run property, too many pre-condition failures encountered
{ seed: ${out.seed} }

Ran ${out.numRuns} time(s)
Skipped ${out.numSkips} time(s)`;
  let details = null;
  const hints = ["Try to reduce the number of rejected values by combining map, chain and built-in arbitraries", "Increase failure tolerance by setting maxSkipsPerRun to an higher value"];
  if (out.verbose >= 2) details = formatExecutionSummary(out.executionSummary, stringifyOne);
  else safePush(hints, "Enable verbose mode at level VeryVerbose in order to check all generated values and their associated status");
  return {
    message,
    details,
    hints
  };
}
function prettyError(errorInstance) {
  if (errorInstance instanceof SError && errorInstance.stack !== void 0) return errorInstance.stack;
  try {
    return SString(errorInstance);
  } catch (_err) {
  }
  if (errorInstance instanceof SError) try {
    return safeErrorToString(errorInstance);
  } catch (_err) {
  }
  if (errorInstance !== null && typeof errorInstance === "object") try {
    return safeToString(errorInstance);
  } catch (_err) {
  }
  return "Failed to serialize errorInstance";
}
function preFormatFailure(out, stringifyOne) {
  const messageErrorPart = out.runConfiguration.includeErrorInReport ? `
Got ${safeReplace(prettyError(out.errorInstance), /^Error: /, "error: ")}` : "";
  const message = `Property failed after ${out.numRuns} tests
{ seed: ${out.seed}, path: "${out.counterexamplePath}", endOnFailure: true }
Counterexample: ${stringifyOne(out.counterexample)}
Shrunk ${out.numShrinks} time(s)${messageErrorPart}`;
  let details = null;
  const hints = [];
  if (out.verbose >= 2) details = formatExecutionSummary(out.executionSummary, stringifyOne);
  else if (out.verbose === 1) details = formatFailures(out.failures, stringifyOne);
  else safePush(hints, "Enable verbose mode in order to have the list of all failing values encountered during the run");
  return {
    message,
    details,
    hints
  };
}
function preFormatEarlyInterrupted(out, stringifyOne) {
  const message = `Property interrupted after ${out.numRuns} tests
{ seed: ${out.seed} }`;
  let details = null;
  const hints = [];
  if (out.verbose >= 2) details = formatExecutionSummary(out.executionSummary, stringifyOne);
  else safePush(hints, "Enable verbose mode at level VeryVerbose in order to check all generated values and their associated status");
  return {
    message,
    details,
    hints
  };
}
function defaultReportMessageInternal(out, stringifyOne) {
  if (!out.failed) return;
  const { message, details, hints } = out.counterexamplePath === null ? out.interrupted ? preFormatEarlyInterrupted(out, stringifyOne) : preFormatTooManySkipped(out, stringifyOne) : preFormatFailure(out, stringifyOne);
  let errorMessage = message;
  if (details !== null) errorMessage += `

${details}`;
  if (hints.length > 0) errorMessage += `

${formatHints(hints)}`;
  return errorMessage;
}
function defaultReportMessage(out) {
  return defaultReportMessageInternal(out, stringify);
}
async function asyncDefaultReportMessage(out) {
  const pendingStringifieds = [];
  function stringifyOne(value) {
    const stringified = possiblyAsyncStringify(value);
    if (typeof stringified === "string") return stringified;
    pendingStringifieds.push(Promise.all([value, stringified]));
    return "\u2026";
  }
  const firstTryMessage = defaultReportMessageInternal(out, stringifyOne);
  if (pendingStringifieds.length === 0) return firstTryMessage;
  const registeredValues = new SMap$2(await Promise.all(pendingStringifieds));
  function stringifySecond(value) {
    const asyncStringifiedIfRegistered = safeMapGet(registeredValues, value);
    if (asyncStringifiedIfRegistered !== void 0) return asyncStringifiedIfRegistered;
    return stringify(value);
  }
  return defaultReportMessageInternal(out, stringifySecond);
}
function buildError(errorMessage, out) {
  if (out.runConfiguration.includeErrorInReport) throw new SError(errorMessage);
  const error = new SError(errorMessage, { cause: out.errorInstance });
  if (!("cause" in error)) safeObjectAssign$6(error, { cause: out.errorInstance });
  return error;
}
function throwIfFailed(out) {
  if (!out.failed) return;
  throw buildError(defaultReportMessage(out), out);
}
async function asyncThrowIfFailed(out) {
  if (!out.failed) return;
  throw buildError(await asyncDefaultReportMessage(out), out);
}
function reportRunDetails(out) {
  if (out.runConfiguration.asyncReporter) return out.runConfiguration.asyncReporter(out);
  else if (out.runConfiguration.reporter) return out.runConfiguration.reporter(out);
  else return throwIfFailed(out);
}
async function asyncReportRunDetails(out) {
  if (out.runConfiguration.asyncReporter) return out.runConfiguration.asyncReporter(out);
  else if (out.runConfiguration.reporter) return out.runConfiguration.reporter(out);
  else return asyncThrowIfFailed(out);
}
var globalPlugins = [];
function installGlobalPlugin(plugin) {
  globalPlugins.push(plugin);
}
function readInstalledGlobalPlugins() {
  return globalPlugins;
}
var SMap$1 = Map;
function runIt(run2, shrink, sourceValues, verbose, interruptedAsFailure) {
  const runner = new RunnerIterator(sourceValues, shrink, verbose, interruptedAsFailure);
  for (const v of runner) {
    const out = run2(v);
    runner.handleResult(out);
  }
  return runner.runExecution;
}
function propertyExecution(property2, v) {
  property2.runBeforeEach();
  const out = property2.run(v);
  property2.runAfterEach();
  return out;
}
async function asyncRunIt(run2, shrink, sourceValues, verbose, interruptedAsFailure) {
  const runner = new RunnerIterator(sourceValues, shrink, verbose, interruptedAsFailure);
  for (const v of runner) {
    const out = await run2(v);
    runner.handleResult(out);
  }
  return runner.runExecution;
}
async function asyncPropertyExecution(property2, v) {
  await property2.runBeforeEach();
  const out = await property2.run(v);
  await property2.runAfterEach();
  return out;
}
function runPluginCompletionHooksSync(pluginInstances, runDetails) {
  let interceptedOnce = false;
  let interceptedError = void 0;
  for (let index = 0; index !== pluginInstances.length; ++index) {
    const instance = pluginInstances[index];
    if (instance.onAllRunsComplete !== void 0) try {
      instance.onAllRunsComplete(runDetails);
    } catch (error) {
      if (!interceptedOnce) {
        interceptedOnce = true;
        interceptedError = error;
      }
    }
  }
  for (let index = pluginInstances.length - 1; index >= 0; --index) {
    const instance = pluginInstances[index];
    if (instance.afterAll !== void 0) try {
      instance.afterAll();
    } catch (error) {
      if (!interceptedOnce) {
        interceptedOnce = true;
        interceptedError = error;
      }
    }
  }
  if (interceptedOnce) throw interceptedError;
}
function runPluginCompletionHooks(pluginInstances, runDetailsPromise) {
  const followUps = [];
  for (let index = 0; index !== pluginInstances.length; ++index) {
    const instance = pluginInstances[index];
    if (instance.onAllRunsComplete !== void 0) followUps.push((runDetails) => instance.onAllRunsComplete(runDetails));
  }
  for (let index = pluginInstances.length - 1; index >= 0; --index) {
    const instance = pluginInstances[index];
    if (instance.afterAll !== void 0) followUps.push(() => instance.afterAll());
  }
  if (followUps.length === 0) return runDetailsPromise;
  return runDetailsPromise.then(async (details) => {
    let interceptedOnce = false;
    let interceptedError = void 0;
    for (const followUp of followUps) try {
      const out = followUp(details);
      if (out !== void 0) await out;
    } catch (error) {
      if (!interceptedOnce) {
        interceptedOnce = true;
        interceptedError = error;
      }
    }
    if (interceptedOnce) throw interceptedError;
    return details;
  });
}
function check(rawProperty, params) {
  if (rawProperty === null || rawProperty === void 0 || rawProperty.generate === null || rawProperty.generate === void 0) throw new Error("Invalid property encountered, please use a valid property");
  if (rawProperty.run === null || rawProperty.run === void 0) throw new Error("Invalid property encountered, please use a valid property not an arbitrary");
  const qParams = read({
    ...readConfigureGlobal(),
    ...params
  });
  if (qParams.reporter !== void 0 && qParams.asyncReporter !== void 0) throw new Error("Invalid parameters encountered, reporter and asyncReporter cannot be specified together");
  if (qParams.asyncReporter !== void 0 && !rawProperty.isAsync()) throw new Error("Invalid parameters encountered, only asyncProperty can be used when asyncReporter specified");
  const property2 = decorateProperty(rawProperty, qParams);
  const globalPlugins2 = readInstalledGlobalPlugins();
  const localPlugins = qParams.plugins;
  const pluginStore = new SMap$1();
  const pluginInstances = [];
  for (let index = 0; index !== globalPlugins2.length; ++index) pluginInstances.push(globalPlugins2[index](index, pluginStore));
  for (let index = 0; index !== localPlugins.length; ++index) pluginInstances.push(localPlugins[index](globalPlugins2.length + index, pluginStore));
  let surchargedGenerate = void 0;
  let run2 = property2.isAsync() ? async (v) => asyncPropertyExecution(property2, v) : (v) => propertyExecution(property2, v);
  for (let index = pluginInstances.length - 1; index >= 0; --index) {
    const pluginInstance = pluginInstances[index];
    if (pluginInstance.decorateGenerate !== void 0) {
      if (surchargedGenerate === void 0) surchargedGenerate = (mrng, runId) => property2.generate(mrng, runId);
      surchargedGenerate = pluginInstance.decorateGenerate(surchargedGenerate);
    }
    if (pluginInstance.decorateRun !== void 0) run2 = pluginInstance.decorateRun(run2);
  }
  const generator = surchargedGenerate === void 0 ? property2 : { generate: surchargedGenerate };
  const maxInitialIterations = qParams.path.length === 0 || qParams.path.indexOf(":") === -1 ? qParams.numRuns : -1;
  const maxSkips = qParams.numRuns * qParams.maxSkipsPerRun;
  const shrink = (...args) => property2.shrink(...args);
  const sourceValues = new SourceValuesIterator(qParams.path.length === 0 ? toss(generator, qParams.seed, qParams.randomType, qParams.examples) : pathWalk(qParams.path, stream(lazyToss(generator, qParams.seed, qParams.randomType, qParams.examples)), shrink), maxInitialIterations, maxSkips);
  const finalShrink = !qParams.endOnFailure ? shrink : Stream.nil;
  if (property2.isAsync()) return runPluginCompletionHooks(pluginInstances, asyncRunIt(run2, finalShrink, sourceValues, qParams.verbose, qParams.markInterruptAsFailure).then((e) => e.toRunDetails(qParams.seed, qParams.path, maxSkips, qParams)));
  const out = runIt(run2, finalShrink, sourceValues, qParams.verbose, qParams.markInterruptAsFailure).toRunDetails(qParams.seed, qParams.path, maxSkips, qParams);
  runPluginCompletionHooksSync(pluginInstances, out);
  return out;
}
function assert(property2, params) {
  const out = check(property2, params);
  if (property2.isAsync()) return out.then(asyncReportRunDetails);
  else reportRunDetails(out);
}
function toProperty(generator, qParams) {
  const prop = !Object.prototype.hasOwnProperty.call(generator, "isAsync") ? new Property(generator, () => true) : generator;
  return qParams.unbiased === true ? new UnbiasedProperty(prop) : prop;
}
function streamSample(generator, params) {
  const qParams = read(typeof params === "number" ? {
    ...readConfigureGlobal(),
    numRuns: params
  } : {
    ...readConfigureGlobal(),
    ...params
  });
  const nextProperty = toProperty(generator, qParams);
  const shrink = nextProperty.shrink.bind(nextProperty);
  return (qParams.path.length === 0 ? stream(toss(nextProperty, qParams.seed, qParams.randomType, qParams.examples)) : pathWalk(qParams.path, stream(lazyToss(nextProperty, qParams.seed, qParams.randomType, qParams.examples)), shrink)).take(qParams.numRuns).map((s) => s.value_);
}
function sample(generator, params) {
  return [...streamSample(generator, params)];
}
function round2(n) {
  return (Math.round(n * 100) / 100).toFixed(2);
}
function statistics(generator, classify, params) {
  const qParams = read(typeof params === "number" ? {
    ...readConfigureGlobal(),
    numRuns: params
  } : {
    ...readConfigureGlobal(),
    ...params
  });
  const recorded = {};
  for (const g of streamSample(generator, params)) {
    const out = classify(g);
    const categories = Array.isArray(out) ? out : [out];
    for (const c of categories) recorded[c] = (recorded[c] || 0) + 1;
  }
  const data = Object.entries(recorded).sort((a, b) => b[1] - a[1]).map((i) => [i[0], `${round2(i[1] * 100 / qParams.numRuns)}%`]);
  const longestName = data.map((i) => i[0].length).reduce((p, c) => Math.max(p, c), 0);
  const longestPercent = data.map((i) => i[1].length).reduce((p, c) => Math.max(p, c), 0);
  for (const item of data) qParams.logger(`${item[0].padEnd(longestName, ".")}..${item[1].padStart(longestPercent, ".")}`);
}
var safeObjectAssign$5 = Object.assign;
function buildGeneratorValue(mrng, biasFactor, computePreBuiltValues, arbitraryCache) {
  const preBuiltValues = computePreBuiltValues();
  let localMrng = mrng.clone();
  const context2 = {
    mrng: mrng.clone(),
    biasFactor,
    history: []
  };
  const valueFunction = (arb) => {
    const preBuiltValue = preBuiltValues[context2.history.length];
    if (preBuiltValue !== void 0 && preBuiltValue.arb === arb) {
      const value = preBuiltValue.value;
      safePush(context2.history, {
        arb,
        value,
        context: preBuiltValue.context,
        mrng: preBuiltValue.mrng
      });
      localMrng = preBuiltValue.mrng.clone();
      return value;
    }
    const g = arb.generate(localMrng, biasFactor);
    safePush(context2.history, {
      arb,
      value: g.value_,
      context: g.context,
      mrng: localMrng.clone()
    });
    return g.value;
  };
  const memoedValueFunction = (arb, ...args) => {
    return valueFunction(arbitraryCache(arb, args));
  };
  return new Value(safeObjectAssign$5(memoedValueFunction, {
    values() {
      return safeMap(context2.history, (c) => c.value);
    },
    [cloneMethod]() {
      return buildGeneratorValue(mrng, biasFactor, computePreBuiltValues, arbitraryCache).value;
    },
    [toStringMethod]() {
      return stringify(safeMap(context2.history, (c) => c.value));
    }
  }), context2);
}
var safeArrayIsArray$3 = Array.isArray;
var safeObjectKeys$4 = Object.keys;
var safeObjectIs$7 = Object.is;
function buildStableArbitraryGeneratorCache(isEqual) {
  const previousCallsPerBuilder = new SMap$2();
  return function stableArbitraryGeneratorCache(builder, args) {
    const entriesForBuilder = safeMapGet(previousCallsPerBuilder, builder);
    if (entriesForBuilder === void 0) {
      const newValue2 = builder(...args);
      safeMapSet(previousCallsPerBuilder, builder, [{
        args,
        value: newValue2
      }]);
      return newValue2;
    }
    const safeEntriesForBuilder = entriesForBuilder;
    for (const entry of safeEntriesForBuilder) if (isEqual(args, entry.args)) return entry.value;
    const newValue = builder(...args);
    safePush(safeEntriesForBuilder, {
      args,
      value: newValue
    });
    return newValue;
  };
}
function naiveIsEqual(v1, v2) {
  if (v1 !== null && typeof v1 === "object" && v2 !== null && typeof v2 === "object") {
    if (safeArrayIsArray$3(v1)) {
      if (!safeArrayIsArray$3(v2)) return false;
      if (v1.length !== v2.length) return false;
    } else if (safeArrayIsArray$3(v2)) return false;
    if (safeObjectKeys$4(v1).length !== safeObjectKeys$4(v2).length) return false;
    for (const index in v1) {
      if (!(index in v2)) return false;
      if (!naiveIsEqual(v1[index], v2[index])) return false;
    }
    return true;
  } else return safeObjectIs$7(v1, v2);
}
var GeneratorArbitrary = class extends Arbitrary {
  constructor(..._args) {
    super(..._args);
    this.arbitraryCache = buildStableArbitraryGeneratorCache(naiveIsEqual);
  }
  generate(mrng, biasFactor) {
    return buildGeneratorValue(mrng, biasFactor, () => [], this.arbitraryCache);
  }
  canShrinkWithoutContext(_value) {
    return false;
  }
  shrink(_value, context2) {
    if (context2 === void 0) return Stream.nil();
    const safeContext = context2;
    const mrng = safeContext.mrng;
    const biasFactor = safeContext.biasFactor;
    const history = safeContext.history;
    return tupleShrink(history.map((c) => c.arb), history.map((c) => c.value), history.map((c) => c.context)).map((shrink) => {
      function computePreBuiltValues() {
        const subValues = shrink.value;
        const subContexts = shrink.context;
        return safeMap(history, (entry, index) => ({
          arb: entry.arb,
          value: subValues[index],
          context: subContexts[index],
          mrng: entry.mrng
        }));
      }
      return buildGeneratorValue(mrng, biasFactor, computePreBuiltValues, this.arbitraryCache);
    });
  }
};
function gen() {
  return new GeneratorArbitrary();
}
var safeMathFloor$6 = Math.floor;
var safeMathLog$2 = Math.log;
function integerLogLike(v) {
  return safeMathFloor$6(safeMathLog$2(v) / safeMathLog$2(2));
}
function bigIntLogLike(v) {
  if (v === SBigInt2(0)) return SBigInt2(0);
  return SBigInt2(SString(v).length);
}
function biasNumericRange(min, max, logLike) {
  if (min === max) return [{
    min,
    max
  }];
  if (min < 0 && max > 0) {
    const logMin = logLike(-min);
    const logMax = logLike(max);
    return [
      {
        min: -logMin,
        max: logMax
      },
      {
        min: max - logMax,
        max
      },
      {
        min,
        max: min + logMin
      }
    ];
  }
  const logGap = logLike(max - min);
  const arbCloseToMin = {
    min,
    max: min + logGap
  };
  const arbCloseToMax = {
    min: max - logGap,
    max
  };
  return min < 0 ? [arbCloseToMax, arbCloseToMin] : [arbCloseToMin, arbCloseToMax];
}
var safeMathCeil = Math.ceil;
var safeMathFloor$5 = Math.floor;
function halvePosInteger(n) {
  return safeMathFloor$5(n / 2);
}
function halveNegInteger(n) {
  return safeMathCeil(n / 2);
}
function shrinkInteger(current, target, tryTargetAsap) {
  const realGap = current - target;
  function* shrinkDecr() {
    let previous = tryTargetAsap ? void 0 : target;
    const gap = tryTargetAsap ? realGap : halvePosInteger(realGap);
    for (let toremove = gap; toremove > 0; toremove = halvePosInteger(toremove)) {
      const next2 = toremove === realGap ? target : current - toremove;
      yield new Value(next2, previous);
      previous = next2;
    }
  }
  function* shrinkIncr() {
    let previous = tryTargetAsap ? void 0 : target;
    const gap = tryTargetAsap ? realGap : halveNegInteger(realGap);
    for (let toremove = gap; toremove < 0; toremove = halveNegInteger(toremove)) {
      const next2 = toremove === realGap ? target : current - toremove;
      yield new Value(next2, previous);
      previous = next2;
    }
  }
  return realGap > 0 ? stream(shrinkDecr()) : stream(shrinkIncr());
}
var safeMathSign = Math.sign;
var safeNumberIsInteger$6 = Number.isInteger;
var safeObjectIs$6 = Object.is;
var IntegerArbitrary = class IntegerArbitrary2 extends Arbitrary {
  constructor(min, max) {
    super();
    this.min = min;
    this.max = max;
    this.ranges = biasNumericRange(min, max, integerLogLike);
  }
  generate(mrng, biasFactor) {
    if (biasFactor === void 0 || mrng.nextInt(1, biasFactor) !== 1) return new Value(mrng.nextInt(this.min, this.max), void 0);
    const ranges = this.ranges;
    if (ranges.length === 1) {
      const range2 = ranges[0];
      return new Value(mrng.nextInt(range2.min, range2.max), void 0);
    }
    const id = mrng.nextInt(-2 * (ranges.length - 1), ranges.length - 2);
    const range = id < 0 ? ranges[0] : ranges[id + 1];
    return new Value(mrng.nextInt(range.min, range.max), void 0);
  }
  canShrinkWithoutContext(value) {
    return typeof value === "number" && safeNumberIsInteger$6(value) && !safeObjectIs$6(value, -0) && this.min <= value && value <= this.max;
  }
  shrink(current, context2) {
    if (!IntegerArbitrary2.isValidContext(current, context2)) return shrinkInteger(current, this.min <= 0 && this.max >= 0 ? 0 : this.min < 0 ? this.max : this.min, true);
    if (this.isLastChanceTry(current, context2)) return Stream.of(new Value(context2, void 0));
    return shrinkInteger(current, context2, false);
  }
  isLastChanceTry(current, context2) {
    if (current > 0) return current === context2 + 1 && current > this.min;
    if (current < 0) return current === context2 - 1 && current < this.max;
    return false;
  }
  static isValidContext(current, context2) {
    if (context2 === void 0) return false;
    if (typeof context2 !== "number") throw new Error(`Invalid context type passed to IntegerArbitrary (#1)`);
    if (context2 !== 0 && safeMathSign(current) !== safeMathSign(context2)) throw new Error(`Invalid context value passed to IntegerArbitrary (#2)`);
    return true;
  }
};
var safeNumberIsInteger$5 = Number.isInteger;
function buildCompleteIntegerConstraints(constraints) {
  return {
    min: constraints.min !== void 0 ? constraints.min : -2147483648,
    max: constraints.max !== void 0 ? constraints.max : 2147483647
  };
}
function integer(constraints = {}) {
  const fullConstraints = buildCompleteIntegerConstraints(constraints);
  if (fullConstraints.min > fullConstraints.max) throw new Error("fc.integer maximum value should be equal or greater than the minimum one");
  if (!safeNumberIsInteger$5(fullConstraints.min)) throw new Error("fc.integer minimum value should be an integer");
  if (!safeNumberIsInteger$5(fullConstraints.max)) throw new Error("fc.integer maximum value should be an integer");
  return new IntegerArbitrary(fullConstraints.min, fullConstraints.max);
}
var depthContextCache = /* @__PURE__ */ new Map();
function getDepthContextFor(contextMeta) {
  if (contextMeta === void 0) return { depth: 0 };
  if (typeof contextMeta !== "string") return contextMeta;
  const cachedContext = safeMapGet(depthContextCache, contextMeta);
  if (cachedContext !== void 0) return cachedContext;
  const context2 = { depth: 0 };
  safeMapSet(depthContextCache, contextMeta, context2);
  return context2;
}
function createDepthIdentifier() {
  return { depth: 0 };
}
var NoopSlicedGenerator = class {
  constructor(arb, mrng, biasFactor) {
    this.arb = arb;
    this.mrng = mrng;
    this.biasFactor = biasFactor;
  }
  attemptExact() {
  }
  next() {
    return this.arb.generate(this.mrng, this.biasFactor);
  }
};
var safeMathMin$5 = Math.min;
var safeMathMax$2 = Math.max;
var SlicedBasedGenerator = class {
  constructor(arb, mrng, slices, biasFactor) {
    this.arb = arb;
    this.mrng = mrng;
    this.slices = slices;
    this.biasFactor = biasFactor;
    this.activeSliceIndex = 0;
    this.nextIndexInSlice = 0;
    this.lastIndexInSlice = -1;
  }
  attemptExact(targetLength) {
    if (targetLength !== 0 && this.mrng.nextInt(1, this.biasFactor) === 1) {
      const eligibleIndices = [];
      for (let index = 0; index !== this.slices.length; ++index) if (this.slices[index].length === targetLength) safePush(eligibleIndices, index);
      if (eligibleIndices.length === 0) return;
      this.activeSliceIndex = eligibleIndices[this.mrng.nextInt(0, eligibleIndices.length - 1)];
      this.nextIndexInSlice = 0;
      this.lastIndexInSlice = targetLength - 1;
    }
  }
  next() {
    if (this.nextIndexInSlice <= this.lastIndexInSlice) return new Value(this.slices[this.activeSliceIndex][this.nextIndexInSlice++], void 0);
    if (this.mrng.nextInt(1, this.biasFactor) !== 1) return this.arb.generate(this.mrng, this.biasFactor);
    this.activeSliceIndex = this.mrng.nextInt(0, this.slices.length - 1);
    const slice = this.slices[this.activeSliceIndex];
    if (this.mrng.nextInt(1, this.biasFactor) !== 1) {
      this.nextIndexInSlice = 1;
      this.lastIndexInSlice = slice.length - 1;
      return new Value(slice[0], void 0);
    }
    const rangeBoundaryA = this.mrng.nextInt(0, slice.length - 1);
    const rangeBoundaryB = this.mrng.nextInt(0, slice.length - 1);
    this.nextIndexInSlice = safeMathMin$5(rangeBoundaryA, rangeBoundaryB);
    this.lastIndexInSlice = safeMathMax$2(rangeBoundaryA, rangeBoundaryB);
    return new Value(slice[this.nextIndexInSlice++], void 0);
  }
};
function buildSlicedGenerator(arb, mrng, slices, biasFactor) {
  if (biasFactor === void 0 || slices.length === 0 || mrng.nextInt(1, biasFactor) !== 1) return new NoopSlicedGenerator(arb, mrng, biasFactor);
  return new SlicedBasedGenerator(arb, mrng, slices, biasFactor);
}
var safeMathFloor$4 = Math.floor;
var safeMathLog$1 = Math.log;
var safeArrayIsArray$2 = Array.isArray;
function biasedMaxLength(minLength, maxLength) {
  if (minLength === maxLength) return minLength;
  return minLength + safeMathFloor$4(safeMathLog$1(maxLength - minLength) / safeMathLog$1(2));
}
var ArrayArbitrary = class ArrayArbitrary2 extends Arbitrary {
  constructor(arb, minLength, maxGeneratedLength, maxLength, depthIdentifier, setBuilder, customSlices) {
    super();
    this.arb = arb;
    this.minLength = minLength;
    this.maxGeneratedLength = maxGeneratedLength;
    this.maxLength = maxLength;
    this.setBuilder = setBuilder;
    this.customSlices = customSlices;
    this.lengthArb = integer({
      min: minLength,
      max: maxGeneratedLength
    });
    this.depthContext = getDepthContextFor(depthIdentifier);
    this.cachedBiasedMaxLength = biasedMaxLength(minLength, maxGeneratedLength);
  }
  preFilter(tab) {
    if (this.setBuilder === void 0) return tab;
    const s = this.setBuilder();
    for (let index = 0; index !== tab.length; ++index) s.tryAdd(tab[index]);
    return s.getData();
  }
  static makeItCloneable(vs, shrinkables) {
    vs[cloneMethod] = () => {
      const cloned = [];
      for (let idx = 0; idx !== shrinkables.length; ++idx) safePush(cloned, shrinkables[idx].value);
      this.makeItCloneable(cloned, shrinkables);
      return cloned;
    };
    return vs;
  }
  generateNItemsNoDuplicates(setBuilder, N2, mrng, biasFactorItems) {
    let numSkippedInRow = 0;
    const s = setBuilder();
    const slicedGenerator = buildSlicedGenerator(this.arb, mrng, this.customSlices, biasFactorItems);
    while (s.size() < N2 && numSkippedInRow < this.maxGeneratedLength) {
      const current = slicedGenerator.next();
      if (s.tryAdd(current)) numSkippedInRow = 0;
      else numSkippedInRow += 1;
    }
    return s.getData();
  }
  safeGenerateNItemsNoDuplicates(setBuilder, N2, mrng, biasFactorItems) {
    const depthImpact = N2 - this.cachedBiasedMaxLength;
    if (depthImpact <= 0) return this.generateNItemsNoDuplicates(setBuilder, N2, mrng, biasFactorItems);
    this.depthContext.depth += depthImpact;
    try {
      return this.generateNItemsNoDuplicates(setBuilder, N2, mrng, biasFactorItems);
    } finally {
      this.depthContext.depth -= depthImpact;
    }
  }
  generateNItems(N2, mrng, biasFactorItems) {
    const items2 = [];
    const slicedGenerator = buildSlicedGenerator(this.arb, mrng, this.customSlices, biasFactorItems);
    slicedGenerator.attemptExact(N2);
    for (let index = 0; index !== N2; ++index) safePush(items2, slicedGenerator.next());
    return items2;
  }
  safeGenerateNItems(N2, mrng, biasFactorItems) {
    const depthImpact = N2 - this.cachedBiasedMaxLength;
    if (depthImpact <= 0) return this.generateNItems(N2, mrng, biasFactorItems);
    this.depthContext.depth += depthImpact;
    try {
      return this.generateNItems(N2, mrng, biasFactorItems);
    } finally {
      this.depthContext.depth -= depthImpact;
    }
  }
  wrapper(itemsRaw, shrunkOnce, itemsRawLengthContext, startIndex) {
    const items2 = shrunkOnce ? this.preFilter(itemsRaw) : itemsRaw;
    let cloneable = false;
    const vs = [];
    const itemsContexts = [];
    for (let idx = 0; idx !== items2.length; ++idx) {
      const s = items2[idx];
      cloneable = cloneable || s.hasToBeCloned;
      safePush(vs, s.value);
      safePush(itemsContexts, s.context);
    }
    if (cloneable) ArrayArbitrary2.makeItCloneable(vs, items2);
    return new Value(vs, {
      shrunkOnce,
      lengthContext: itemsRaw.length === items2.length && itemsRawLengthContext !== void 0 ? itemsRawLengthContext : void 0,
      itemsContexts,
      startIndex
    });
  }
  generate(mrng, biasFactor) {
    let targetSize;
    let biasFactorItems;
    if (biasFactor === void 0) targetSize = this.lengthArb.generate(mrng, void 0).value;
    else if (this.minLength === this.maxGeneratedLength) {
      targetSize = this.lengthArb.generate(mrng, void 0).value;
      biasFactorItems = biasFactor;
    } else if (mrng.nextInt(1, biasFactor) !== 1) targetSize = this.lengthArb.generate(mrng, void 0).value;
    else if (mrng.nextInt(1, biasFactor) !== 1) {
      targetSize = this.lengthArb.generate(mrng, void 0).value;
      biasFactorItems = biasFactor;
    } else {
      const maxBiasedLength = this.cachedBiasedMaxLength;
      targetSize = integer({
        min: this.minLength,
        max: maxBiasedLength
      }).generate(mrng, void 0).value;
      biasFactorItems = biasFactor;
    }
    const items2 = this.setBuilder !== void 0 ? this.safeGenerateNItemsNoDuplicates(this.setBuilder, targetSize, mrng, biasFactorItems) : this.safeGenerateNItems(targetSize, mrng, biasFactorItems);
    return this.wrapper(items2, false, void 0, 0);
  }
  canShrinkWithoutContext(value) {
    if (!safeArrayIsArray$2(value) || this.minLength > value.length || value.length > this.maxLength) return false;
    for (let index = 0; index !== value.length; ++index) {
      if (!(index in value)) return false;
      if (!this.arb.canShrinkWithoutContext(value[index])) return false;
    }
    return this.preFilter(safeMap(value, (item) => new Value(item, void 0))).length === value.length;
  }
  shrinkItemByItem(value, safeContext, endIndex) {
    const shrinks = [];
    for (let index = safeContext.startIndex; index < endIndex; ++index) safePush(shrinks, makeLazy(() => this.arb.shrink(value[index], safeContext.itemsContexts[index]).map((v) => {
      const beforeCurrent = safeMap(safeSlice(value, 0, index), (v2, i) => new Value(cloneIfNeeded(v2), safeContext.itemsContexts[i]));
      const afterCurrent = safeMap(safeSlice(value, index + 1), (v2, i) => new Value(cloneIfNeeded(v2), safeContext.itemsContexts[i + index + 1]));
      return [
        [
          ...beforeCurrent,
          v,
          ...afterCurrent
        ],
        void 0,
        index
      ];
    })));
    return Stream.nil().join(...shrinks);
  }
  shrinkImpl(value, context2) {
    if (value.length === 0) return Stream.nil();
    const safeContext = context2 !== void 0 ? context2 : {
      shrunkOnce: false,
      lengthContext: void 0,
      itemsContexts: [],
      startIndex: 0
    };
    return this.lengthArb.shrink(value.length, safeContext.lengthContext).drop(safeContext.shrunkOnce && safeContext.lengthContext === void 0 && value.length > this.minLength + 1 ? 1 : 0).map((lengthValue) => {
      const sliceStart = value.length - lengthValue.value;
      return [
        safeMap(safeSlice(value, sliceStart), (v, index) => new Value(cloneIfNeeded(v), safeContext.itemsContexts[index + sliceStart])),
        lengthValue.context,
        0
      ];
    }).join(makeLazy(() => value.length > this.minLength ? this.shrinkItemByItem(value, safeContext, 1) : this.shrinkItemByItem(value, safeContext, value.length))).join(value.length > this.minLength ? makeLazy(() => {
      const subContext = {
        shrunkOnce: false,
        lengthContext: void 0,
        itemsContexts: safeSlice(safeContext.itemsContexts, 1),
        startIndex: 0
      };
      return this.shrinkImpl(safeSlice(value, 1), subContext).filter((v) => this.minLength <= v[0].length + 1).map((v) => {
        return [
          [new Value(cloneIfNeeded(value[0]), safeContext.itemsContexts[0]), ...v[0]],
          void 0,
          0
        ];
      });
    }) : Stream.nil());
  }
  shrink(value, context2) {
    return this.shrinkImpl(value, context2).map((contextualValue) => this.wrapper(contextualValue[0], true, contextualValue[1], contextualValue[2]));
  }
};
var safeMathFloor$3 = Math.floor;
var safeMathMin$4 = Math.min;
var MaxLengthUpperBound = 2147483647;
var orderedSize = [
  "xsmall",
  "small",
  "medium",
  "large",
  "xlarge"
];
var orderedRelativeSize = [
  "-4",
  "-3",
  "-2",
  "-1",
  "=",
  "+1",
  "+2",
  "+3",
  "+4"
];
var DefaultSize = "small";
function maxLengthFromMinLength(minLength, size) {
  switch (size) {
    case "xsmall":
      return safeMathFloor$3(1.1 * minLength) + 1;
    case "small":
      return 2 * minLength + 10;
    case "medium":
      return 11 * minLength + 100;
    case "large":
      return 101 * minLength + 1e3;
    case "xlarge":
      return 1001 * minLength + 1e4;
    default:
      throw new Error(`Unable to compute lengths based on received size: ${size}`);
  }
}
function relativeSizeToSize(size, defaultSize) {
  const sizeInRelative = safeIndexOf(orderedRelativeSize, size);
  if (sizeInRelative === -1) return size;
  const defaultSizeInSize = safeIndexOf(orderedSize, defaultSize);
  if (defaultSizeInSize === -1) throw new Error(`Unable to offset size based on the unknown defaulted one: ${defaultSize}`);
  const resultingSizeInSize = defaultSizeInSize + sizeInRelative - 4;
  return resultingSizeInSize < 0 ? orderedSize[0] : resultingSizeInSize >= orderedSize.length ? orderedSize[orderedSize.length - 1] : orderedSize[resultingSizeInSize];
}
function maxGeneratedLengthFromSizeForArbitrary(size, minLength, maxLength, specifiedMaxLength) {
  const { baseSize: defaultSize = DefaultSize, defaultSizeToMaxWhenMaxSpecified } = readConfigureGlobal() || {};
  const definedSize = size !== void 0 ? size : specifiedMaxLength && defaultSizeToMaxWhenMaxSpecified ? "max" : defaultSize;
  if (definedSize === "max") return maxLength;
  const finalSize = relativeSizeToSize(definedSize, defaultSize);
  return safeMathMin$4(maxLengthFromMinLength(minLength, finalSize), maxLength);
}
function depthBiasFromSizeForArbitrary(depthSizeOrSize, specifiedMaxDepth) {
  if (typeof depthSizeOrSize === "number") return 1 / depthSizeOrSize;
  const { baseSize: defaultSize = DefaultSize, defaultSizeToMaxWhenMaxSpecified } = readConfigureGlobal() || {};
  const definedSize = depthSizeOrSize !== void 0 ? depthSizeOrSize : specifiedMaxDepth && defaultSizeToMaxWhenMaxSpecified ? "max" : defaultSize;
  if (definedSize === "max") return 0;
  switch (relativeSizeToSize(definedSize, defaultSize)) {
    case "xsmall":
      return 1;
    case "small":
      return 0.5;
    case "medium":
      return 0.25;
    case "large":
      return 0.125;
    case "xlarge":
      return 0.0625;
  }
}
function resolveSize(size) {
  const { baseSize: defaultSize = DefaultSize } = readConfigureGlobal() || {};
  if (size === void 0) return defaultSize;
  return relativeSizeToSize(size, defaultSize);
}
function array(arb, constraints = {}) {
  const size = constraints.size;
  const minLength = constraints.minLength || 0;
  const maxLengthOrUnset = constraints.maxLength;
  const depthIdentifier = constraints.depthIdentifier;
  const maxLength = maxLengthOrUnset !== void 0 ? maxLengthOrUnset : MaxLengthUpperBound;
  return new ArrayArbitrary(arb, minLength, maxGeneratedLengthFromSizeForArbitrary(size, minLength, maxLength, maxLengthOrUnset !== void 0), maxLength, depthIdentifier, void 0, constraints.experimentalCustomSlices || []);
}
function halveBigInt(n) {
  return n / SBigInt2(2);
}
function shrinkBigInt(current, target, tryTargetAsap) {
  const realGap = current - target;
  function* shrinkDecr() {
    let previous = tryTargetAsap ? void 0 : target;
    const gap = tryTargetAsap ? realGap : halveBigInt(realGap);
    for (let toremove = gap; toremove > 0; toremove = halveBigInt(toremove)) {
      const next2 = current - toremove;
      yield new Value(next2, previous);
      previous = next2;
    }
  }
  function* shrinkIncr() {
    let previous = tryTargetAsap ? void 0 : target;
    const gap = tryTargetAsap ? realGap : halveBigInt(realGap);
    for (let toremove = gap; toremove < 0; toremove = halveBigInt(toremove)) {
      const next2 = current - toremove;
      yield new Value(next2, previous);
      previous = next2;
    }
  }
  return realGap > 0 ? stream(shrinkDecr()) : stream(shrinkIncr());
}
var BigIntArbitrary = class BigIntArbitrary2 extends Arbitrary {
  constructor(min, max) {
    super();
    this.min = min;
    this.max = max;
  }
  generate(mrng, biasFactor) {
    const range = this.computeGenerateRange(mrng, biasFactor);
    return new Value(mrng.nextBigInt(range.min, range.max), void 0);
  }
  computeGenerateRange(mrng, biasFactor) {
    if (biasFactor === void 0 || mrng.nextInt(1, biasFactor) !== 1) return {
      min: this.min,
      max: this.max
    };
    const ranges = biasNumericRange(this.min, this.max, bigIntLogLike);
    if (ranges.length === 1) return ranges[0];
    const id = mrng.nextInt(-2 * (ranges.length - 1), ranges.length - 2);
    return id < 0 ? ranges[0] : ranges[id + 1];
  }
  canShrinkWithoutContext(value) {
    return typeof value === "bigint" && this.min <= value && value <= this.max;
  }
  shrink(current, context2) {
    if (!BigIntArbitrary2.isValidContext(current, context2)) return shrinkBigInt(current, this.defaultTarget(), true);
    if (this.isLastChanceTry(current, context2)) return Stream.of(new Value(context2, void 0));
    return shrinkBigInt(current, context2, false);
  }
  defaultTarget() {
    if (this.min <= 0 && this.max >= 0) return SBigInt2(0);
    return this.min < 0 ? this.max : this.min;
  }
  isLastChanceTry(current, context2) {
    if (current > 0) return current === context2 + SBigInt2(1) && current > this.min;
    if (current < 0) return current === context2 - SBigInt2(1) && current < this.max;
    return false;
  }
  static isValidContext(current, context2) {
    if (context2 === void 0) return false;
    if (typeof context2 !== "bigint") throw new Error(`Invalid context type passed to BigIntArbitrary (#1)`);
    const differentSigns = current > 0 && context2 < 0 || current < 0 && context2 > 0;
    if (context2 !== SBigInt2(0) && differentSigns) throw new Error(`Invalid context value passed to BigIntArbitrary (#2)`);
    return true;
  }
};
function buildCompleteBigIntConstraints(constraints) {
  const DefaultMin = SBigInt2(-1) << SBigInt2(255);
  const DefaultMax = (SBigInt2(1) << SBigInt2(255)) - SBigInt2(1);
  const min = constraints.min;
  const max = constraints.max;
  return {
    min: min !== void 0 ? min : DefaultMin - (max !== void 0 && max < SBigInt2(0) ? max * max : SBigInt2(0)),
    max: max !== void 0 ? max : DefaultMax + (min !== void 0 && min > SBigInt2(0) ? min * min : SBigInt2(0))
  };
}
function extractBigIntConstraints(args) {
  if (args[0] === void 0) return {};
  if (args[1] === void 0) return args[0];
  return {
    min: args[0],
    max: args[1]
  };
}
function bigInt(...args) {
  const constraints = buildCompleteBigIntConstraints(extractBigIntConstraints(args));
  if (constraints.min > constraints.max) throw new Error("fc.bigInt expects max to be greater than or equal to min");
  return new BigIntArbitrary(constraints.min, constraints.max);
}
var stableObjectGetPrototypeOf$1 = Object.getPrototypeOf;
var NoBiasArbitrary = class extends Arbitrary {
  constructor(arb) {
    super();
    this.arb = arb;
  }
  generate(mrng, _biasFactor) {
    return this.arb.generate(mrng, void 0);
  }
  canShrinkWithoutContext(value) {
    return this.arb.canShrinkWithoutContext(value);
  }
  shrink(value, context2) {
    return this.arb.shrink(value, context2);
  }
};
function noBias(arb) {
  if (stableObjectGetPrototypeOf$1(arb) === NoBiasArbitrary.prototype && arb.generate === NoBiasArbitrary.prototype.generate && arb.canShrinkWithoutContext === NoBiasArbitrary.prototype.canShrinkWithoutContext && arb.shrink === NoBiasArbitrary.prototype.shrink) return arb;
  return new NoBiasArbitrary(arb);
}
function booleanMapper(v) {
  return v === 1;
}
function booleanUnmapper(v) {
  if (typeof v !== "boolean") throw new Error("Unsupported input type");
  return v === true ? 1 : 0;
}
function boolean() {
  return noBias(integer({
    min: 0,
    max: 1
  }).map(booleanMapper, booleanUnmapper));
}
var safeObjectIs$5 = Object.is;
var FastConstantValuesLookup = class {
  constructor(values) {
    this.values = values;
    this.fastValues = new SSet(this.values);
    let hasMinusZero = false;
    let hasPlusZero = false;
    if (safeHas(this.fastValues, 0)) for (let idx = 0; idx !== this.values.length; ++idx) {
      const value = this.values[idx];
      hasMinusZero = hasMinusZero || safeObjectIs$5(value, -0);
      hasPlusZero = hasPlusZero || safeObjectIs$5(value, 0);
    }
    this.hasMinusZero = hasMinusZero;
    this.hasPlusZero = hasPlusZero;
  }
  has(value) {
    if (value === 0) {
      if (safeObjectIs$5(value, 0)) return this.hasPlusZero;
      return this.hasMinusZero;
    }
    return safeHas(this.fastValues, value);
  }
};
var ConstantArbitrary = class extends Arbitrary {
  constructor(values) {
    super();
    this.values = values;
  }
  generate(mrng, _biasFactor) {
    const idx = this.values.length === 1 ? 0 : mrng.nextInt(0, this.values.length - 1);
    const value = this.values[idx];
    if (!hasCloneMethod(value)) return new Value(value, idx);
    return new Value(value, idx, () => value[cloneMethod]());
  }
  canShrinkWithoutContext(value) {
    if (this.values.length === 1) return safeObjectIs$5(this.values[0], value);
    if (this.fastValues === void 0) this.fastValues = new FastConstantValuesLookup(this.values);
    return this.fastValues.has(value);
  }
  shrink(value, context2) {
    if (context2 === 0 || safeObjectIs$5(value, this.values[0])) return Stream.nil();
    return Stream.of(new Value(this.values[0], 0));
  }
};
function constantFrom(...values) {
  if (values.length === 0) throw new Error("fc.constantFrom expects at least one parameter");
  return new ConstantArbitrary(values);
}
function falsy(constraints) {
  if (!constraints || !constraints.withBigInt) return constantFrom(false, null, void 0, 0, "", NaN);
  return constantFrom(false, null, void 0, 0, "", NaN, SBigInt2(0));
}
function constant(value) {
  return new ConstantArbitrary([value]);
}
var ContextImplem = class ContextImplem2 {
  constructor() {
    this.receivedLogs = [];
  }
  log(data) {
    this.receivedLogs.push(data);
  }
  size() {
    return this.receivedLogs.length;
  }
  toString() {
    return JSON.stringify({ logs: this.receivedLogs });
  }
  [cloneMethod]() {
    return new ContextImplem2();
  }
};
function context() {
  return constant(new ContextImplem());
}
var safeNaN$2 = NaN;
var safeNumberIsNaN$4 = Number.isNaN;
function timeToDateMapper(time) {
  return new SDate(time);
}
function timeToDateUnmapper(value) {
  if (!(value instanceof SDate) || value.constructor !== SDate) throw new SError("Not a valid value for date unmapper");
  return safeGetTime(value);
}
function timeToDateMapperWithNaN(valueForNaN) {
  return (time) => {
    return time === valueForNaN ? new SDate(safeNaN$2) : timeToDateMapper(time);
  };
}
function timeToDateUnmapperWithNaN(valueForNaN) {
  return (value) => {
    const time = timeToDateUnmapper(value);
    return safeNumberIsNaN$4(time) ? valueForNaN : time;
  };
}
var safeNumberIsNaN$3 = Number.isNaN;
function date(constraints = {}) {
  const intMin = constraints.min !== void 0 ? safeGetTime(constraints.min) : -864e13;
  const intMax = constraints.max !== void 0 ? safeGetTime(constraints.max) : 864e13;
  const noInvalidDate = constraints.noInvalidDate;
  if (safeNumberIsNaN$3(intMin)) throw new Error("fc.date min must be valid instance of Date");
  if (safeNumberIsNaN$3(intMax)) throw new Error("fc.date max must be valid instance of Date");
  if (intMin > intMax) throw new Error("fc.date max must be greater or equal to min");
  if (noInvalidDate) return integer({
    min: intMin,
    max: intMax
  }).map(timeToDateMapper, timeToDateUnmapper);
  const valueForNaN = intMax + 1;
  return integer({
    min: intMin,
    max: intMax + 1
  }).map(timeToDateMapperWithNaN(valueForNaN), timeToDateUnmapperWithNaN(valueForNaN));
}
var ChainUntilArbitrary = class extends Arbitrary {
  constructor(startArb, chainer) {
    super();
    this.startArb = startArb;
    this.chainer = chainer;
  }
  generate(mrng, biasFactor) {
    const entries = [];
    const clonedMrng = mrng.clone();
    let current = this.startArb.generate(mrng, biasFactor);
    entries.push({
      arbitrary: this.startArb,
      value: current.value_,
      context: current.context,
      clonedMrng
    });
    while (true) {
      const nextArb = this.chainer(current.value_);
      if (nextArb === void 0) break;
      const nextClonedMrng = mrng.clone();
      current = nextArb.generate(mrng, biasFactor);
      entries.push({
        arbitrary: nextArb,
        value: current.value_,
        context: current.context,
        clonedMrng: nextClonedMrng
      });
    }
    const ctx = {
      biasFactor,
      entries,
      currentShrinkLevel: 0
    };
    return new Value(current.value_, ctx);
  }
  canShrinkWithoutContext(_value) {
    return false;
  }
  shrink(value, context2) {
    if (!this.isSafeContext(context2)) return Stream.nil();
    return new Stream(this.shrinkIterator(context2));
  }
  *shrinkIterator(context2) {
    const { entries, currentShrinkLevel, biasFactor } = context2;
    for (let level = currentShrinkLevel; level < entries.length; ++level) {
      const entry = entries[level];
      const shrinks = entry.arbitrary.shrink(entry.value, entry.context);
      for (const shrunkValue of shrinks) {
        const newEntries = entries.slice(0, level);
        newEntries.push({
          arbitrary: entry.arbitrary,
          value: shrunkValue.value_,
          context: shrunkValue.context,
          clonedMrng: entry.clonedMrng
        });
        let current = shrunkValue;
        const mrng = entry.clonedMrng.clone();
        while (true) {
          const nextArb = this.chainer(current.value_);
          if (nextArb === void 0) break;
          const nextClonedMrng = mrng.clone();
          const next2 = nextArb.generate(mrng, biasFactor);
          newEntries.push({
            arbitrary: nextArb,
            value: next2.value_,
            context: next2.context,
            clonedMrng: nextClonedMrng
          });
          current = next2;
        }
        const lastEntry = newEntries[newEntries.length - 1];
        const newContext = {
          biasFactor,
          entries: newEntries,
          currentShrinkLevel: level
        };
        yield new Value(lastEntry.value, newContext);
      }
    }
  }
  isSafeContext(context2) {
    return context2 !== null && context2 !== void 0 && typeof context2 === "object" && "biasFactor" in context2 && "entries" in context2 && "currentShrinkLevel" in context2;
  }
};
function chainUntil(startArb, chainer) {
  return new ChainUntilArbitrary(startArb, chainer);
}
var safeSymbolIterator = Symbol.iterator;
var safeIsArray = Array.isArray;
var safeObjectIs$4 = Object.is;
var CloneArbitrary = class CloneArbitrary2 extends Arbitrary {
  constructor(arb, numValues) {
    super();
    this.arb = arb;
    this.numValues = numValues;
  }
  generate(mrng, biasFactor) {
    const items2 = [];
    if (this.numValues <= 0) return this.wrapper(items2);
    for (let idx = 0; idx !== this.numValues - 1; ++idx) safePush(items2, this.arb.generate(mrng.clone(), biasFactor));
    safePush(items2, this.arb.generate(mrng, biasFactor));
    return this.wrapper(items2);
  }
  canShrinkWithoutContext(value) {
    if (!safeIsArray(value) || value.length !== this.numValues) return false;
    if (value.length === 0) return true;
    for (let index = 1; index < value.length; ++index) if (!safeObjectIs$4(value[0], value[index])) return false;
    return this.arb.canShrinkWithoutContext(value[0]);
  }
  shrink(value, context2) {
    if (value.length === 0) return Stream.nil();
    return new Stream(this.shrinkImpl(value, context2 !== void 0 ? context2 : [])).map((v) => this.wrapper(v));
  }
  *shrinkImpl(value, contexts) {
    const its = safeMap(value, (v, idx) => this.arb.shrink(v, contexts[idx])[safeSymbolIterator]());
    let cur = safeMap(its, (it) => it.next());
    while (!cur[0].done) {
      yield safeMap(cur, (c) => c.value);
      cur = safeMap(its, (it) => it.next());
    }
  }
  static makeItCloneable(vs, shrinkables) {
    vs[cloneMethod] = () => {
      const cloned = [];
      for (let idx = 0; idx !== shrinkables.length; ++idx) safePush(cloned, shrinkables[idx].value);
      this.makeItCloneable(cloned, shrinkables);
      return cloned;
    };
    return vs;
  }
  wrapper(items2) {
    let cloneable = false;
    const vs = [];
    const contexts = [];
    for (let idx = 0; idx !== items2.length; ++idx) {
      const s = items2[idx];
      cloneable = cloneable || s.hasToBeCloned;
      safePush(vs, s.value);
      safePush(contexts, s.context);
    }
    if (cloneable) CloneArbitrary2.makeItCloneable(vs, items2);
    return new Value(vs, contexts);
  }
};
function clone(arb, numValues) {
  return new CloneArbitrary(arb, numValues);
}
var CustomEqualSet = class {
  constructor(isEqual) {
    this.isEqual = isEqual;
    this.data = [];
  }
  tryAdd(value) {
    for (let idx = 0; idx !== this.data.length; ++idx) if (this.isEqual(this.data[idx], value)) return false;
    safePush(this.data, value);
    return true;
  }
  size() {
    return this.data.length;
  }
  getData() {
    return this.data;
  }
};
var safeNumberIsNaN$2 = Number.isNaN;
var StrictlyEqualSet = class {
  constructor(selector) {
    this.selector = selector;
    this.selectedItemsExceptNaN = new SSet();
    this.data = [];
  }
  tryAdd(value) {
    const selected = this.selector(value);
    if (safeNumberIsNaN$2(selected)) {
      safePush(this.data, value);
      return true;
    }
    const sizeBefore = this.selectedItemsExceptNaN.size;
    safeAdd(this.selectedItemsExceptNaN, selected);
    if (sizeBefore !== this.selectedItemsExceptNaN.size) {
      safePush(this.data, value);
      return true;
    }
    return false;
  }
  size() {
    return this.data.length;
  }
  getData() {
    return this.data;
  }
};
var safeObjectIs$3 = Object.is;
var SameValueSet = class {
  constructor(selector) {
    this.selector = selector;
    this.selectedItemsExceptMinusZero = new SSet();
    this.data = [];
    this.hasMinusZero = false;
  }
  tryAdd(value) {
    const selected = this.selector(value);
    if (safeObjectIs$3(selected, -0)) {
      if (this.hasMinusZero) return false;
      safePush(this.data, value);
      this.hasMinusZero = true;
      return true;
    }
    const sizeBefore = this.selectedItemsExceptMinusZero.size;
    safeAdd(this.selectedItemsExceptMinusZero, selected);
    if (sizeBefore !== this.selectedItemsExceptMinusZero.size) {
      safePush(this.data, value);
      return true;
    }
    return false;
  }
  size() {
    return this.data.length;
  }
  getData() {
    return this.data;
  }
};
var SameValueZeroSet = class {
  constructor(selector) {
    this.selector = selector;
    this.selectedItems = new SSet();
    this.data = [];
  }
  tryAdd(value) {
    const selected = this.selector(value);
    const sizeBefore = this.selectedItems.size;
    safeAdd(this.selectedItems, selected);
    if (sizeBefore !== this.selectedItems.size) {
      safePush(this.data, value);
      return true;
    }
    return false;
  }
  size() {
    return this.data.length;
  }
  getData() {
    return this.data;
  }
};
function buildUniqueArraySetBuilder(constraints) {
  if (typeof constraints.comparator === "function") {
    if (constraints.selector === void 0) {
      const comparator2 = constraints.comparator;
      const isEqualForBuilder2 = (nextA, nextB) => comparator2(nextA.value_, nextB.value_);
      return () => new CustomEqualSet(isEqualForBuilder2);
    }
    const comparator = constraints.comparator;
    const selector2 = constraints.selector;
    const refinedSelector2 = (next2) => selector2(next2.value_);
    const isEqualForBuilder = (nextA, nextB) => comparator(refinedSelector2(nextA), refinedSelector2(nextB));
    return () => new CustomEqualSet(isEqualForBuilder);
  }
  const selector = constraints.selector || ((v) => v);
  const refinedSelector = (next2) => selector(next2.value_);
  switch (constraints.comparator) {
    case "IsStrictlyEqual":
      return () => new StrictlyEqualSet(refinedSelector);
    case "SameValueZero":
      return () => new SameValueZeroSet(refinedSelector);
    case "SameValue":
    case void 0:
      return () => new SameValueSet(refinedSelector);
  }
}
function uniqueArray(arb, constraints = {}) {
  const minLength = constraints.minLength !== void 0 ? constraints.minLength : 0;
  const maxLength = constraints.maxLength !== void 0 ? constraints.maxLength : MaxLengthUpperBound;
  const maxGeneratedLength = maxGeneratedLengthFromSizeForArbitrary(constraints.size, minLength, maxLength, constraints.maxLength !== void 0);
  const depthIdentifier = constraints.depthIdentifier;
  const arrayArb = new ArrayArbitrary(arb, minLength, maxGeneratedLength, maxLength, depthIdentifier, buildUniqueArraySetBuilder(constraints), []);
  if (minLength === 0) return arrayArb;
  return arrayArb.filter((tab) => tab.length >= minLength);
}
var safeObjectCreate$5 = Object.create;
var safeObjectDefineProperty$2 = Object.defineProperty;
var safeObjectGetOwnPropertyDescriptor$2 = Object.getOwnPropertyDescriptor;
var safeObjectGetPrototypeOf$1 = Object.getPrototypeOf;
var safeObjectPrototype$1 = Object.prototype;
var safeReflectOwnKeys = Reflect.ownKeys;
function keyValuePairsToObjectMapper(definition) {
  const obj = definition[1] ? safeObjectCreate$5(null) : {};
  const keyValues = definition[0];
  for (let idx = 0; idx !== keyValues.length; ++idx) {
    const key = keyValues[idx][0];
    if (key === "__proto__") safeObjectDefineProperty$2(obj, key, {
      enumerable: true,
      configurable: true,
      writable: true,
      value: keyValues[idx][1]
    });
    else obj[key] = keyValues[idx][1];
  }
  return obj;
}
function isValidPropertyNameFilter(descriptor) {
  return descriptor !== void 0 && !!descriptor.configurable && !!descriptor.enumerable && !!descriptor.writable && descriptor.get === void 0 && descriptor.set === void 0;
}
function keyValuePairsToObjectUnmapper(value) {
  if (typeof value !== "object" || value === null) throw new SError("Incompatible instance received: should be a non-null object");
  const hasNullPrototype = safeObjectGetPrototypeOf$1(value) === null;
  const hasObjectPrototype = safeObjectGetPrototypeOf$1(value) === safeObjectPrototype$1;
  if (!hasNullPrototype && !hasObjectPrototype) throw new SError("Incompatible instance received: should be of exact type Object");
  const propertyDescriptors = safeMap(safeReflectOwnKeys(value), (key) => [key, safeObjectGetOwnPropertyDescriptor$2(value, key)]);
  if (!safeEvery(propertyDescriptors, ([, descriptor]) => isValidPropertyNameFilter(descriptor))) throw new SError("Incompatible instance received: should contain only c/e/w properties without get/set");
  return [safeMap(propertyDescriptors, ([key, descriptor]) => [key, descriptor.value]), hasNullPrototype];
}
function dictionaryKeyExtractor(entry) {
  return entry[0];
}
function dictionary(keyArb, valueArb, constraints = {}) {
  const noNullPrototype = !!constraints.noNullPrototype;
  return tuple(uniqueArray(tuple(keyArb, valueArb), {
    minLength: constraints.minKeys,
    maxLength: constraints.maxKeys,
    size: constraints.size,
    selector: dictionaryKeyExtractor,
    depthIdentifier: constraints.depthIdentifier
  }), noNullPrototype ? constant(false) : boolean()).map(keyValuePairsToObjectMapper, keyValuePairsToObjectUnmapper);
}
var safePositiveInfinity$7 = Number.POSITIVE_INFINITY;
var safeMaxSafeInteger$2 = Number.MAX_SAFE_INTEGER;
var safeNumberIsInteger$4 = Number.isInteger;
var safeMathFloor$2 = Math.floor;
var safeMathPow = Math.pow;
var safeMathMin$3 = Math.min;
var FrequencyArbitrary = class FrequencyArbitrary2 extends Arbitrary {
  static from(warbs, constraints, label) {
    if (warbs.length === 0) throw new Error(`${label} expects at least one weighted arbitrary`);
    let totalWeight = 0;
    for (let idx = 0; idx !== warbs.length; ++idx) {
      if (warbs[idx].arbitrary === void 0) throw new Error(`${label} expects arbitraries to be specified`);
      const currentWeight = warbs[idx].weight;
      totalWeight += currentWeight;
      if (!safeNumberIsInteger$4(currentWeight)) throw new Error(`${label} expects weights to be integer values`);
      if (currentWeight < 0) throw new Error(`${label} expects weights to be superior or equal to 0`);
    }
    if (totalWeight <= 0) throw new Error(`${label} expects the sum of weights to be strictly superior to 0`);
    const sanitizedConstraints = {
      depthBias: depthBiasFromSizeForArbitrary(constraints.depthSize, constraints.maxDepth !== void 0),
      maxDepth: constraints.maxDepth !== void 0 ? constraints.maxDepth : safePositiveInfinity$7,
      withCrossShrink: !!constraints.withCrossShrink
    };
    return new FrequencyArbitrary2(warbs, sanitizedConstraints, getDepthContextFor(constraints.depthIdentifier));
  }
  constructor(warbs, constraints, context2) {
    super();
    this.warbs = warbs;
    this.constraints = constraints;
    this.context = context2;
    let currentWeight = 0;
    this.cumulatedWeights = [];
    for (let idx = 0; idx !== warbs.length; ++idx) {
      currentWeight += warbs[idx].weight;
      safePush(this.cumulatedWeights, currentWeight);
    }
    this.totalWeight = currentWeight;
  }
  generate(mrng, biasFactor) {
    if (this.mustGenerateFirst()) return this.safeGenerateForIndex(mrng, 0, biasFactor);
    const selected = mrng.nextInt(this.computeNegDepthBenefit(), this.totalWeight - 1);
    for (let idx = 0; idx !== this.cumulatedWeights.length; ++idx) if (selected < this.cumulatedWeights[idx]) return this.safeGenerateForIndex(mrng, idx, biasFactor);
    throw new Error(`Unable to generate from fc.frequency`);
  }
  canShrinkWithoutContext(value) {
    return this.canShrinkWithoutContextIndex(value) !== -1;
  }
  shrink(value, context2) {
    if (context2 !== void 0) {
      const safeContext = context2;
      const selectedIndex = safeContext.selectedIndex;
      const originalBias = safeContext.originalBias;
      const originalShrinks = this.warbs[selectedIndex].arbitrary.shrink(value, safeContext.originalContext).map((v) => this.mapIntoValue(selectedIndex, v, null, originalBias));
      if (safeContext.clonedMrngForFallbackFirst !== null) {
        if (safeContext.cachedGeneratedForFirst === void 0) safeContext.cachedGeneratedForFirst = this.safeGenerateForIndex(safeContext.clonedMrngForFallbackFirst, 0, originalBias);
        const valueFromFirst = safeContext.cachedGeneratedForFirst;
        return Stream.of(valueFromFirst).join(originalShrinks);
      }
      return originalShrinks;
    }
    const potentialSelectedIndex = this.canShrinkWithoutContextIndex(value);
    if (potentialSelectedIndex === -1) return Stream.nil();
    return this.defaultShrinkForFirst(potentialSelectedIndex).join(this.warbs[potentialSelectedIndex].arbitrary.shrink(value, void 0).map((v) => this.mapIntoValue(potentialSelectedIndex, v, null, void 0)));
  }
  /** Generate shrink values for first arbitrary when no context and no value was provided */
  defaultShrinkForFirst(selectedIndex) {
    ++this.context.depth;
    try {
      if (!this.mustFallbackToFirstInShrink(selectedIndex) || this.warbs[0].fallbackValue === void 0) return Stream.nil();
    } finally {
      --this.context.depth;
    }
    const rawShrinkValue = new Value(this.warbs[0].fallbackValue.default, void 0);
    return Stream.of(this.mapIntoValue(0, rawShrinkValue, null, void 0));
  }
  /** Extract the index of the generator that would have been able to gennrate the value */
  canShrinkWithoutContextIndex(value) {
    if (this.mustGenerateFirst()) return this.warbs[0].arbitrary.canShrinkWithoutContext(value) ? 0 : -1;
    try {
      ++this.context.depth;
      for (let idx = 0; idx !== this.warbs.length; ++idx) {
        const warb = this.warbs[idx];
        if (warb.weight !== 0 && warb.arbitrary.canShrinkWithoutContext(value)) return idx;
      }
      return -1;
    } finally {
      --this.context.depth;
    }
  }
  /** Map the output of one of the children with the context of frequency */
  mapIntoValue(idx, value, clonedMrngForFallbackFirst, biasFactor) {
    const context2 = {
      selectedIndex: idx,
      originalBias: biasFactor,
      originalContext: value.context,
      clonedMrngForFallbackFirst
    };
    return new Value(value.value, context2);
  }
  /** Generate using Arbitrary at index idx and safely handle depth context */
  safeGenerateForIndex(mrng, idx, biasFactor) {
    ++this.context.depth;
    try {
      const value = this.warbs[idx].arbitrary.generate(mrng, biasFactor);
      const clonedMrngForFallbackFirst = this.mustFallbackToFirstInShrink(idx) ? mrng.clone() : null;
      return this.mapIntoValue(idx, value, clonedMrngForFallbackFirst, biasFactor);
    } finally {
      --this.context.depth;
    }
  }
  /** Check if generating a value based on the first arbitrary is compulsory */
  mustGenerateFirst() {
    return this.constraints.maxDepth <= this.context.depth;
  }
  /** Check if fallback on first arbitrary during shrinking is required */
  mustFallbackToFirstInShrink(idx) {
    return idx !== 0 && this.constraints.withCrossShrink && this.warbs[0].weight !== 0;
  }
  /** Compute the benefit for the current depth */
  computeNegDepthBenefit() {
    const depthBias = this.constraints.depthBias;
    if (depthBias <= 0 || this.warbs[0].weight === 0) return 0;
    const depthBenefit = safeMathFloor$2(safeMathPow(1 + depthBias, this.context.depth)) - 1;
    return -safeMathMin$3(this.totalWeight * depthBenefit, safeMaxSafeInteger$2) || 0;
  }
};
function isOneOfContraints(param) {
  return param !== null && param !== void 0 && typeof param === "object" && !("generate" in param) && !("arbitrary" in param) && !("weight" in param);
}
function toWeightedArbitrary(maybeWeightedArbitrary) {
  if (isArbitrary(maybeWeightedArbitrary)) return {
    arbitrary: maybeWeightedArbitrary,
    weight: 1
  };
  return maybeWeightedArbitrary;
}
function oneof(...args) {
  const constraints = args[0];
  if (isOneOfContraints(constraints)) {
    const weightedArbs2 = safeMap(safeSlice(args, 1), toWeightedArbitrary);
    return FrequencyArbitrary.from(weightedArbs2, constraints, "fc.oneof");
  }
  const weightedArbs = safeMap(args, toWeightedArbitrary);
  return FrequencyArbitrary.from(weightedArbs, {}, "fc.oneof");
}
var safeNumberIsInteger$3 = Number.isInteger;
function nat(arg) {
  const max = typeof arg === "number" ? arg : arg && arg.max !== void 0 ? arg.max : 2147483647;
  if (max < 0) throw new Error("fc.nat value should be greater than or equal to 0");
  if (!safeNumberIsInteger$3(max)) throw new Error("fc.nat maximum value should be an integer");
  return new IntegerArbitrary(0, max);
}
var safeObjectIs$2 = Object.is;
function buildDichotomyEntries(entries) {
  let currentFrom = 0;
  const dichotomyEntries = [];
  for (const entry of entries) {
    const from = currentFrom;
    currentFrom = from + entry.num;
    const to = currentFrom - 1;
    dichotomyEntries.push({
      from,
      to,
      entry
    });
  }
  return dichotomyEntries;
}
function findDichotomyEntry(dichotomyEntries, choiceIndex) {
  let min = 0;
  let max = dichotomyEntries.length;
  while (max - min > 1) {
    const mid = ~~((min + max) / 2);
    if (choiceIndex < dichotomyEntries[mid].from) max = mid;
    else min = mid;
  }
  return dichotomyEntries[min];
}
function indexToMappedConstantMapperFor(entries) {
  const dichotomyEntries = buildDichotomyEntries(entries);
  return function indexToMappedConstantMapper(choiceIndex) {
    const dichotomyEntry = findDichotomyEntry(dichotomyEntries, choiceIndex);
    return dichotomyEntry.entry.build(choiceIndex - dichotomyEntry.from);
  };
}
function buildReverseMapping(entries) {
  const reverseMapping = {
    mapping: new SMap$2(),
    negativeZeroIndex: void 0
  };
  let choiceIndex = 0;
  for (let entryIdx = 0; entryIdx !== entries.length; ++entryIdx) {
    const entry = entries[entryIdx];
    for (let idxInEntry = 0; idxInEntry !== entry.num; ++idxInEntry) {
      const value = entry.build(idxInEntry);
      if (value === 0 && 1 / value === SNumber.NEGATIVE_INFINITY) reverseMapping.negativeZeroIndex = choiceIndex;
      else safeMapSet(reverseMapping.mapping, value, choiceIndex);
      ++choiceIndex;
    }
  }
  return reverseMapping;
}
function indexToMappedConstantUnmapperFor(entries) {
  let reverseMapping = null;
  return function indexToMappedConstantUnmapper(value) {
    if (reverseMapping === null) reverseMapping = buildReverseMapping(entries);
    const choiceIndex = safeObjectIs$2(value, -0) ? reverseMapping.negativeZeroIndex : safeMapGet(reverseMapping.mapping, value);
    if (choiceIndex === void 0) throw new SError("Unknown value encountered cannot be built using this mapToConstant");
    return choiceIndex;
  };
}
function computeNumChoices(options) {
  if (options.length === 0) throw new SError(`fc.mapToConstant expects at least one option`);
  let numChoices = 0;
  for (let idx = 0; idx !== options.length; ++idx) {
    if (options[idx].num < 0) throw new SError(`fc.mapToConstant expects all options to have a number of entries greater or equal to zero`);
    numChoices += options[idx].num;
  }
  if (numChoices === 0) throw new SError(`fc.mapToConstant expects at least one choice among options`);
  return numChoices;
}
function mapToConstant(...entries) {
  return nat({ max: computeNumChoices(entries) - 1 }).map(indexToMappedConstantMapperFor(entries), indexToMappedConstantUnmapperFor(entries));
}
function tokenizeString(patternsArb, value, minLength, maxLength) {
  if (value.length === 0) {
    if (minLength > 0) return;
    return [];
  }
  if (maxLength <= 0) return;
  const stack = [{
    endIndexChunks: 0,
    nextStartIndex: 1,
    chunks: []
  }];
  while (stack.length > 0) {
    const last = safePop$1(stack);
    for (let index = last.nextStartIndex; index <= value.length; ++index) {
      const chunk = safeSubstring(value, last.endIndexChunks, index);
      if (patternsArb.canShrinkWithoutContext(chunk)) {
        const newChunks = [...last.chunks, chunk];
        if (index === value.length) {
          if (newChunks.length < minLength) break;
          return newChunks;
        }
        safePush(stack, {
          endIndexChunks: last.endIndexChunks,
          nextStartIndex: index + 1,
          chunks: last.chunks
        });
        if (newChunks.length < maxLength) safePush(stack, {
          endIndexChunks: index,
          nextStartIndex: index + 1,
          chunks: newChunks
        });
        break;
      }
    }
  }
}
function patternsToStringMapper(tab) {
  return safeJoin(tab, "");
}
function minLengthFrom(constraints) {
  return constraints.minLength !== void 0 ? constraints.minLength : 0;
}
function maxLengthFrom(constraints) {
  return constraints.maxLength !== void 0 ? constraints.maxLength : MaxLengthUpperBound;
}
function patternsToStringUnmapperIsValidLength(tokens, constraints) {
  return minLengthFrom(constraints) <= tokens.length && tokens.length <= maxLengthFrom(constraints);
}
function patternsToStringUnmapperFor(patternsArb, constraints) {
  return function patternsToStringUnmapper(value) {
    if (typeof value !== "string") throw new SError("Unsupported value");
    const tokens = tokenizeString(patternsArb, value, minLengthFrom(constraints), maxLengthFrom(constraints));
    if (tokens === void 0) throw new SError("Unable to unmap received string");
    return tokens;
  };
}
var dangerousStrings = [
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
  "__proto__",
  "constructor",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "toString",
  "valueOf",
  "apply",
  "arguments",
  "bind",
  "call",
  "caller",
  "length",
  "name",
  "prototype",
  "key",
  "ref"
];
function computeCandidateStringLegacy(dangerous, charArbitrary, stringSplitter) {
  let candidate;
  try {
    candidate = stringSplitter(dangerous);
  } catch {
    return;
  }
  for (const entry of candidate) if (!charArbitrary.canShrinkWithoutContext(entry)) return;
  return candidate;
}
function createSlicesForStringLegacy(charArbitrary, stringSplitter) {
  const slicesForString = [];
  for (const dangerous of dangerousStrings) {
    const candidate = computeCandidateStringLegacy(dangerous, charArbitrary, stringSplitter);
    if (candidate !== void 0) safePush(slicesForString, candidate);
  }
  return slicesForString;
}
var slicesPerArbitrary = /* @__PURE__ */ new WeakMap();
function createSlicesForStringNoConstraints(charArbitrary) {
  const slicesForString = [];
  for (const dangerous of dangerousStrings) {
    const candidate = tokenizeString(charArbitrary, dangerous, 0, MaxLengthUpperBound);
    if (candidate !== void 0) safePush(slicesForString, candidate);
  }
  return slicesForString;
}
function createSlicesForString(charArbitrary, constraints) {
  let slices = safeGet(slicesPerArbitrary, charArbitrary);
  if (slices === void 0) {
    slices = createSlicesForStringNoConstraints(charArbitrary);
    safeSet(slicesPerArbitrary, charArbitrary, slices);
  }
  const slicesForConstraints = [];
  for (const slice of slices) if (patternsToStringUnmapperIsValidLength(slice, constraints)) safePush(slicesForConstraints, slice);
  return slicesForConstraints;
}
var asciiAlphabetRanges = [[0, 127]];
var fullAlphabetRanges = [[0, 55295], [57344, 1114111]];
var autonomousGraphemeRanges = [
  [32, 126],
  [160, 172],
  [174, 767],
  [880, 887],
  [890, 895],
  [900, 906],
  [908],
  [910, 929],
  [931, 1154],
  [1162, 1327],
  [1329, 1366],
  [1369, 1418],
  [1421, 1423],
  [1470],
  [1472],
  [1475],
  [1478],
  [1488, 1514],
  [1519, 1524],
  [1542, 1551],
  [1563],
  [1565, 1610],
  [1632, 1647],
  [1649, 1749],
  [1758],
  [1765, 1766],
  [1769],
  [1774, 1805],
  [1808],
  [1810, 1839],
  [1869, 1957],
  [1969],
  [1984, 2026],
  [2036, 2042],
  [2046, 2069],
  [2074],
  [2084],
  [2088],
  [2096, 2110],
  [2112, 2136],
  [2142],
  [2144, 2154],
  [2160, 2190],
  [2208, 2249],
  [2308, 2361],
  [2365],
  [2384],
  [2392, 2401],
  [2404, 2432],
  [2437, 2444],
  [2447, 2448],
  [2451, 2472],
  [2474, 2480],
  [2482],
  [2486, 2489],
  [2493],
  [2510],
  [2524, 2525],
  [2527, 2529],
  [2534, 2557],
  [2565, 2570],
  [2575, 2576],
  [2579, 2600],
  [2602, 2608],
  [2610, 2611],
  [2613, 2614],
  [2616, 2617],
  [2649, 2652],
  [2654],
  [2662, 2671],
  [2674, 2676],
  [2678],
  [2693, 2701],
  [2703, 2705],
  [2707, 2728],
  [2730, 2736],
  [2738, 2739],
  [2741, 2745],
  [2749],
  [2768],
  [2784, 2785],
  [2790, 2801],
  [2809],
  [2821, 2828],
  [2831, 2832],
  [2835, 2856],
  [2858, 2864],
  [2866, 2867],
  [2869, 2873],
  [2877],
  [2908, 2909],
  [2911, 2913],
  [2918, 2935],
  [2947],
  [2949, 2954],
  [2958, 2960],
  [2962, 2965],
  [2969, 2970],
  [2972],
  [2974, 2975],
  [2979, 2980],
  [2984, 2986],
  [2990, 3001],
  [3024],
  [3046, 3066],
  [3077, 3084],
  [3086, 3088],
  [3090, 3112],
  [3114, 3129],
  [3133],
  [3160, 3162],
  [3165],
  [3168, 3169],
  [3174, 3183],
  [3191, 3200],
  [3204, 3212],
  [3214, 3216],
  [3218, 3240],
  [3242, 3251],
  [3253, 3257],
  [3261],
  [3293, 3294],
  [3296, 3297],
  [3302, 3311],
  [3313, 3314],
  [3332, 3340],
  [3342, 3344],
  [3346, 3386],
  [3389],
  [3407],
  [3412, 3414],
  [3416, 3425],
  [3430, 3455],
  [3461, 3478],
  [3482, 3505],
  [3507, 3515],
  [3517],
  [3520, 3526],
  [3558, 3567],
  [3572],
  [3585, 3632],
  [3634],
  [3647, 3654],
  [3663, 3675],
  [3713, 3714],
  [3716],
  [3718, 3722],
  [3724, 3747],
  [3749],
  [3751, 3760],
  [3762],
  [3773],
  [3776, 3780],
  [3782],
  [3792, 3801],
  [3804, 3807],
  [3840, 3863],
  [3866, 3892],
  [3894],
  [3896],
  [3898, 3901],
  [3904, 3911],
  [3913, 3948],
  [3973],
  [3976, 3980],
  [4030, 4037],
  [4039, 4044],
  [4046, 4058],
  [4096, 4138],
  [4159, 4181],
  [4186, 4189],
  [4193],
  [4197, 4198],
  [4206, 4208],
  [4213, 4225],
  [4238],
  [4240, 4249],
  [4254, 4293],
  [4295],
  [4301],
  [4304, 4351],
  [4608, 4680],
  [4682, 4685],
  [4688, 4694],
  [4696],
  [4698, 4701],
  [4704, 4744],
  [4746, 4749],
  [4752, 4784],
  [4786, 4789],
  [4792, 4798],
  [4800],
  [4802, 4805],
  [4808, 4822],
  [4824, 4880],
  [4882, 4885],
  [4888, 4954],
  [4960, 4988],
  [4992, 5017],
  [5024, 5109],
  [5112, 5117],
  [5120, 5788],
  [5792, 5880],
  [5888, 5905],
  [5919, 5937],
  [5941, 5942],
  [5952, 5969],
  [5984, 5996],
  [5998, 6e3],
  [6016, 6067],
  [6100, 6108],
  [6112, 6121],
  [6128, 6137],
  [6144, 6154],
  [6160, 6169],
  [6176, 6264],
  [6272, 6276],
  [6279, 6312],
  [6314],
  [6320, 6389],
  [6400, 6430],
  [6464],
  [6468, 6509],
  [6512, 6516],
  [6528, 6571],
  [6576, 6601],
  [6608, 6618],
  [6622, 6678],
  [6686, 6740],
  [6784, 6793],
  [6800, 6809],
  [6816, 6829],
  [6917, 6963],
  [6981, 6988],
  [6992, 7018],
  [7028, 7038],
  [7043, 7072],
  [7086, 7141],
  [7164, 7203],
  [7227, 7241],
  [7245, 7304],
  [7312, 7354],
  [7357, 7367],
  [7379],
  [7401, 7404],
  [7406, 7411],
  [7413, 7414],
  [7418],
  [7424, 7615],
  [7680, 7957],
  [7960, 7965],
  [7968, 8005],
  [8008, 8013],
  [8016, 8023],
  [8025],
  [8027],
  [8029],
  [8031, 8061],
  [8064, 8116],
  [8118, 8132],
  [8134, 8147],
  [8150, 8155],
  [8157, 8175],
  [8178, 8180],
  [8182, 8190],
  [8192, 8202],
  [8208, 8233],
  [8239, 8287],
  [8304, 8305],
  [8308, 8334],
  [8336, 8348],
  [8352, 8384],
  [8448, 8587],
  [8592, 9254],
  [9280, 9290],
  [9312, 11123],
  [11126, 11157],
  [11159, 11502],
  [11506, 11507],
  [11513, 11557],
  [11559],
  [11565],
  [11568, 11623],
  [11631, 11632],
  [11648, 11670],
  [11680, 11686],
  [11688, 11694],
  [11696, 11702],
  [11704, 11710],
  [11712, 11718],
  [11720, 11726],
  [11728, 11734],
  [11736, 11742],
  [11776, 11869],
  [11904, 11929],
  [11931, 12019],
  [12032, 12245],
  [12272, 12329],
  [12336, 12351],
  [12353, 12438],
  [12443, 12543],
  [12549, 12591],
  [12593, 12686],
  [12688, 12771],
  [12783, 12830],
  [12832, 13312],
  [19903, 19968],
  [40959, 42124],
  [42128, 42182],
  [42192, 42539],
  [42560, 42606],
  [42611],
  [42622, 42653],
  [42656, 42735],
  [42738, 42743],
  [42752, 42954],
  [42960, 42961],
  [42963],
  [42965, 42969],
  [42994, 43009],
  [43011, 43013],
  [43015, 43018],
  [43020, 43042],
  [43048, 43051],
  [43056, 43065],
  [43072, 43127],
  [43138, 43187],
  [43214, 43225],
  [43250, 43262],
  [43264, 43301],
  [43310, 43334],
  [43359],
  [43396, 43442],
  [43457, 43469],
  [43471, 43481],
  [43486, 43492],
  [43494, 43518],
  [43520, 43560],
  [43584, 43586],
  [43588, 43595],
  [43600, 43609],
  [43612, 43642],
  [43646, 43695],
  [43697],
  [43701, 43702],
  [43705, 43709],
  [43712],
  [43714],
  [43739, 43754],
  [43760, 43764],
  [43777, 43782],
  [43785, 43790],
  [43793, 43798],
  [43808, 43814],
  [43816, 43822],
  [43824, 43883],
  [43888, 44002],
  [44011],
  [44016, 44025],
  [44032],
  [55203],
  [63744, 64109],
  [64112, 64217],
  [64256, 64262],
  [64275, 64279],
  [64285],
  [64287, 64310],
  [64312, 64316],
  [64318],
  [64320, 64321],
  [64323, 64324],
  [64326, 64450],
  [64467, 64911],
  [64914, 64967],
  [64975],
  [65008, 65023],
  [65040, 65049],
  [65072, 65106],
  [65108, 65126],
  [65128, 65131],
  [65136, 65140],
  [65142, 65276],
  [65281, 65437],
  [65440, 65470],
  [65474, 65479],
  [65482, 65487],
  [65490, 65495],
  [65498, 65500],
  [65504, 65510],
  [65512, 65518],
  [65532, 65533],
  [65536, 65547],
  [65549, 65574],
  [65576, 65594],
  [65596, 65597],
  [65599, 65613],
  [65616, 65629],
  [65664, 65786],
  [65792, 65794],
  [65799, 65843],
  [65847, 65934],
  [65936, 65948],
  [65952],
  [66e3, 66044],
  [66176, 66204],
  [66208, 66256],
  [66273, 66299],
  [66304, 66339],
  [66349, 66378],
  [66384, 66421],
  [66432, 66461],
  [66463, 66499],
  [66504, 66517],
  [66560, 66717],
  [66720, 66729],
  [66736, 66771],
  [66776, 66811],
  [66816, 66855],
  [66864, 66915],
  [66927, 66938],
  [66940, 66954],
  [66956, 66962],
  [66964, 66965],
  [66967, 66977],
  [66979, 66993],
  [66995, 67001],
  [67003, 67004],
  [67072, 67382],
  [67392, 67413],
  [67424, 67431],
  [67456, 67461],
  [67463, 67504],
  [67506, 67514],
  [67584, 67589],
  [67592],
  [67594, 67637],
  [67639, 67640],
  [67644],
  [67647, 67669],
  [67671, 67742],
  [67751, 67759],
  [67808, 67826],
  [67828, 67829],
  [67835, 67867],
  [67871, 67897],
  [67903],
  [67968, 68023],
  [68028, 68047],
  [68050, 68096],
  [68112, 68115],
  [68117, 68119],
  [68121, 68149],
  [68160, 68168],
  [68176, 68184],
  [68192, 68255],
  [68288, 68324],
  [68331, 68342],
  [68352, 68405],
  [68409, 68437],
  [68440, 68466],
  [68472, 68497],
  [68505, 68508],
  [68521, 68527],
  [68608, 68680],
  [68736, 68786],
  [68800, 68850],
  [68858, 68899],
  [68912, 68921],
  [69216, 69246],
  [69248, 69289],
  [69293],
  [69296, 69297],
  [69376, 69415],
  [69424, 69445],
  [69457, 69465],
  [69488, 69505],
  [69510, 69513],
  [69552, 69579],
  [69600, 69622],
  [69635, 69687],
  [69703, 69709],
  [69714, 69743],
  [69745, 69746],
  [69749],
  [69763, 69807],
  [69819, 69820],
  [69822, 69825],
  [69840, 69864],
  [69872, 69881],
  [69891, 69926],
  [69942, 69956],
  [69959],
  [69968, 70002],
  [70004, 70006],
  [70019, 70066],
  [70081],
  [70084, 70088],
  [70093],
  [70096, 70111],
  [70113, 70132],
  [70144, 70161],
  [70163, 70187],
  [70200, 70205],
  [70207, 70208],
  [70272, 70278],
  [70280],
  [70282, 70285],
  [70287, 70301],
  [70303, 70313],
  [70320, 70366],
  [70384, 70393],
  [70405, 70412],
  [70415, 70416],
  [70419, 70440],
  [70442, 70448],
  [70450, 70451],
  [70453, 70457],
  [70461],
  [70480],
  [70493, 70497],
  [70656, 70708],
  [70727, 70747],
  [70749],
  [70751, 70753],
  [70784, 70831],
  [70852, 70855],
  [70864, 70873],
  [71040, 71086],
  [71105, 71131],
  [71168, 71215],
  [71233, 71236],
  [71248, 71257],
  [71264, 71276],
  [71296, 71338],
  [71352, 71353],
  [71360, 71369],
  [71424, 71450],
  [71472, 71494],
  [71680, 71723],
  [71739],
  [71840, 71922],
  [71935, 71942],
  [71945],
  [71948, 71955],
  [71957, 71958],
  [71960, 71983],
  [72004, 72006],
  [72016, 72025],
  [72096, 72103],
  [72106, 72144],
  [72161, 72163],
  [72192],
  [72203, 72242],
  [72255, 72262],
  [72272],
  [72284, 72323],
  [72346, 72354],
  [72368, 72440],
  [72448, 72457],
  [72704, 72712],
  [72714, 72750],
  [72768, 72773],
  [72784, 72812],
  [72816, 72847],
  [72960, 72966],
  [72968, 72969],
  [72971, 73008],
  [73040, 73049],
  [73056, 73061],
  [73063, 73064],
  [73066, 73097],
  [73112],
  [73120, 73129],
  [73440, 73458],
  [73463, 73464],
  [73476, 73488],
  [73490, 73523],
  [73539, 73561],
  [73648],
  [73664, 73713],
  [73727, 74649],
  [74752, 74862],
  [74864, 74868],
  [74880, 75075],
  [77712, 77810],
  [77824, 78895],
  [78913, 78918],
  [82944, 83526],
  [92160, 92728],
  [92736, 92766],
  [92768, 92777],
  [92782, 92862],
  [92864, 92873],
  [92880, 92909],
  [92917],
  [92928, 92975],
  [92983, 92997],
  [93008, 93017],
  [93019, 93025],
  [93027, 93047],
  [93053, 93071],
  [93760, 93850],
  [93952, 94026],
  [94032],
  [94099, 94111],
  [94176, 94179],
  [94208],
  [100343],
  [100352, 101589],
  [101632],
  [101640],
  [110576, 110579],
  [110581, 110587],
  [110589, 110590],
  [110592, 110882],
  [110898],
  [110928, 110930],
  [110933],
  [110948, 110951],
  [110960, 111355],
  [113664, 113770],
  [113776, 113788],
  [113792, 113800],
  [113808, 113817],
  [113820],
  [113823],
  [118608, 118723],
  [118784, 119029],
  [119040, 119078],
  [119081, 119140],
  [119146, 119148],
  [119171, 119172],
  [119180, 119209],
  [119214, 119274],
  [119296, 119361],
  [119365],
  [119488, 119507],
  [119520, 119539],
  [119552, 119638],
  [119648, 119672],
  [119808, 119892],
  [119894, 119964],
  [119966, 119967],
  [119970],
  [119973, 119974],
  [119977, 119980],
  [119982, 119993],
  [119995],
  [119997, 120003],
  [120005, 120069],
  [120071, 120074],
  [120077, 120084],
  [120086, 120092],
  [120094, 120121],
  [120123, 120126],
  [120128, 120132],
  [120134],
  [120138, 120144],
  [120146, 120485],
  [120488, 120779],
  [120782, 121343],
  [121399, 121402],
  [121453, 121460],
  [121462, 121475],
  [121477, 121483],
  [122624, 122654],
  [122661, 122666],
  [122928, 122989],
  [123136, 123180],
  [123191, 123197],
  [123200, 123209],
  [123214, 123215],
  [123536, 123565],
  [123584, 123627],
  [123632, 123641],
  [123647],
  [124112, 124139],
  [124144, 124153],
  [124896, 124902],
  [124904, 124907],
  [124909, 124910],
  [124912, 124926],
  [124928, 125124],
  [125127, 125135],
  [125184, 125251],
  [125259],
  [125264, 125273],
  [125278, 125279],
  [126065, 126132],
  [126209, 126269],
  [126464, 126467],
  [126469, 126495],
  [126497, 126498],
  [126500],
  [126503],
  [126505, 126514],
  [126516, 126519],
  [126521],
  [126523],
  [126530],
  [126535],
  [126537],
  [126539],
  [126541, 126543],
  [126545, 126546],
  [126548],
  [126551],
  [126553],
  [126555],
  [126557],
  [126559],
  [126561, 126562],
  [126564],
  [126567, 126570],
  [126572, 126578],
  [126580, 126583],
  [126585, 126588],
  [126590],
  [126592, 126601],
  [126603, 126619],
  [126625, 126627],
  [126629, 126633],
  [126635, 126651],
  [126704, 126705],
  [126976, 127019],
  [127024, 127123],
  [127136, 127150],
  [127153, 127167],
  [127169, 127183],
  [127185, 127221],
  [127232, 127405],
  [127488, 127490],
  [127504, 127547],
  [127552, 127560],
  [127568, 127569],
  [127584, 127589],
  [127744, 127994],
  [128e3, 128727],
  [128732, 128748],
  [128752, 128764],
  [128768, 128886],
  [128891, 128985],
  [128992, 129003],
  [129008],
  [129024, 129035],
  [129040, 129095],
  [129104, 129113],
  [129120, 129159],
  [129168, 129197],
  [129200, 129201],
  [129280, 129619],
  [129632, 129645],
  [129648, 129660],
  [129664, 129672],
  [129680, 129725],
  [129727, 129733],
  [129742, 129755],
  [129760, 129768],
  [129776, 129784],
  [129792, 129938],
  [129940, 129994],
  [130032, 130041],
  [131072],
  [173791],
  [173824],
  [177977],
  [177984],
  [178205],
  [178208],
  [183969],
  [183984],
  [191456],
  [191472],
  [192093],
  [194560, 195101],
  [196608],
  [201546],
  [201552],
  [205743]
];
var autonomousDecomposableGraphemeRanges = [
  [192, 197],
  [199, 207],
  [209, 214],
  [217, 221],
  [224, 229],
  [231, 239],
  [241, 246],
  [249, 253],
  [255, 271],
  [274, 293],
  [296, 304],
  [308, 311],
  [313, 318],
  [323, 328],
  [332, 337],
  [340, 357],
  [360, 382],
  [416, 417],
  [431, 432],
  [461, 476],
  [478, 483],
  [486, 496],
  [500, 501],
  [504, 539],
  [542, 543],
  [550, 563],
  [901, 902],
  [904, 906],
  [908],
  [910, 912],
  [938, 944],
  [970, 974],
  [979, 980],
  [1024, 1025],
  [1027],
  [1031],
  [1036, 1038],
  [1049],
  [1081],
  [1104, 1105],
  [1107],
  [1111],
  [1116, 1118],
  [1142, 1143],
  [1217, 1218],
  [1232, 1235],
  [1238, 1239],
  [1242, 1247],
  [1250, 1255],
  [1258, 1269],
  [1272, 1273],
  [1570, 1574],
  [1728],
  [1730],
  [1747],
  [2345],
  [2353],
  [2356],
  [2392, 2399],
  [2524, 2525],
  [2527],
  [2611],
  [2614],
  [2649, 2651],
  [2654],
  [2908, 2909],
  [2964],
  [3907],
  [3917],
  [3922],
  [3927],
  [3932],
  [3945],
  [4134],
  [6918],
  [6920],
  [6922],
  [6924],
  [6926],
  [6930],
  [7680, 7833],
  [7835],
  [7840, 7929],
  [7936, 7957],
  [7960, 7965],
  [7968, 8005],
  [8008, 8013],
  [8016, 8023],
  [8025],
  [8027],
  [8029],
  [8031, 8048],
  [8050],
  [8052],
  [8054],
  [8056],
  [8058],
  [8060],
  [8064, 8116],
  [8118, 8122],
  [8124],
  [8129, 8132],
  [8134, 8136],
  [8138],
  [8140, 8146],
  [8150, 8154],
  [8157, 8162],
  [8164, 8170],
  [8172, 8173],
  [8178, 8180],
  [8182, 8184],
  [8186],
  [8188],
  [8602, 8603],
  [8622],
  [8653, 8655],
  [8708],
  [8713],
  [8716],
  [8740],
  [8742],
  [8769],
  [8772],
  [8775],
  [8777],
  [8800],
  [8802],
  [8813, 8817],
  [8820, 8821],
  [8824, 8825],
  [8832, 8833],
  [8836, 8837],
  [8840, 8841],
  [8876, 8879],
  [8928, 8931],
  [8938, 8941],
  [10972],
  [12364],
  [12366],
  [12368],
  [12370],
  [12372],
  [12374],
  [12376],
  [12378],
  [12380],
  [12382],
  [12384],
  [12386],
  [12389],
  [12391],
  [12393],
  [12400, 12401],
  [12403, 12404],
  [12406, 12407],
  [12409, 12410],
  [12412, 12413],
  [12436],
  [12446],
  [12460],
  [12462],
  [12464],
  [12466],
  [12468],
  [12470],
  [12472],
  [12474],
  [12476],
  [12478],
  [12480],
  [12482],
  [12485],
  [12487],
  [12489],
  [12496, 12497],
  [12499, 12500],
  [12502, 12503],
  [12505, 12506],
  [12508, 12509],
  [12532],
  [12535, 12538],
  [12542],
  [44032],
  [55203],
  [64285],
  [64287],
  [64298, 64310],
  [64312, 64316],
  [64318],
  [64320, 64321],
  [64323, 64324],
  [64326, 64334],
  [69786],
  [69788],
  [69803],
  [119134, 119140],
  [119227, 119232]
];
var safeStringFromCodePoint$3 = String.fromCodePoint;
var safeMathMin$2 = Math.min;
var safeMathMax$1 = Math.max;
function convertGraphemeRangeToMapToConstantEntry(range) {
  if (range.length === 1) {
    const codePointString = safeStringFromCodePoint$3(range[0]);
    return {
      num: 1,
      build: () => codePointString
    };
  }
  const rangeStart = range[0];
  return {
    num: range[1] - range[0] + 1,
    build: (idInGroup) => safeStringFromCodePoint$3(rangeStart + idInGroup)
  };
}
function intersectGraphemeRanges(rangesA, rangesB) {
  const mergedRanges = [];
  let cursorA = 0;
  let cursorB = 0;
  while (cursorA < rangesA.length && cursorB < rangesB.length) {
    const rangeA = rangesA[cursorA];
    const rangeAMin = rangeA[0];
    const rangeAMax = rangeA.length === 1 ? rangeA[0] : rangeA[1];
    const rangeB = rangesB[cursorB];
    const rangeBMin = rangeB[0];
    const rangeBMax = rangeB.length === 1 ? rangeB[0] : rangeB[1];
    if (rangeAMax < rangeBMin) cursorA += 1;
    else if (rangeBMax < rangeAMin) cursorB += 1;
    else {
      let min = safeMathMax$1(rangeAMin, rangeBMin);
      const max = safeMathMin$2(rangeAMax, rangeBMax);
      if (mergedRanges.length >= 1) {
        const lastMergedRange = mergedRanges[mergedRanges.length - 1];
        if ((lastMergedRange.length === 1 ? lastMergedRange[0] : lastMergedRange[1]) + 1 === min) {
          min = lastMergedRange[0];
          safePop$1(mergedRanges);
        }
      }
      safePush(mergedRanges, min === max ? [min] : [min, max]);
      if (rangeAMax <= max) cursorA += 1;
      if (rangeBMax <= max) cursorB += 1;
    }
  }
  return mergedRanges;
}
var registeredStringUnitInstancesMap = /* @__PURE__ */ Object.create(null);
function getAlphabetRanges(alphabet) {
  switch (alphabet) {
    case "full":
      return fullAlphabetRanges;
    case "ascii":
      return asciiAlphabetRanges;
  }
}
function getOrCreateStringUnitInstance(type, alphabet) {
  const key = `${type}:${alphabet}`;
  const registered = registeredStringUnitInstancesMap[key];
  if (registered !== void 0) return registered;
  const alphabetRanges = getAlphabetRanges(alphabet);
  const ranges = type === "binary" ? alphabetRanges : intersectGraphemeRanges(alphabetRanges, autonomousGraphemeRanges);
  const entries = [];
  for (const range of ranges) safePush(entries, convertGraphemeRangeToMapToConstantEntry(range));
  if (type === "grapheme") {
    const decomposedRanges = intersectGraphemeRanges(alphabetRanges, autonomousDecomposableGraphemeRanges);
    for (const range of decomposedRanges) {
      const rawEntry = convertGraphemeRangeToMapToConstantEntry(range);
      safePush(entries, {
        num: rawEntry.num,
        build: (idInGroup) => safeNormalize(rawEntry.build(idInGroup), "NFD")
      });
    }
  }
  const stringUnitInstance = mapToConstant(...entries);
  registeredStringUnitInstancesMap[key] = stringUnitInstance;
  return stringUnitInstance;
}
function stringUnit(type, alphabet) {
  return getOrCreateStringUnitInstance(type, alphabet);
}
function extractUnitArbitrary(constraints) {
  if (typeof constraints.unit === "object") return constraints.unit;
  switch (constraints.unit) {
    case "grapheme":
      return stringUnit("grapheme", "full");
    case "grapheme-composite":
      return stringUnit("composite", "full");
    case "grapheme-ascii":
    case void 0:
      return stringUnit("grapheme", "ascii");
    case "binary":
      return stringUnit("binary", "full");
    case "binary-ascii":
      return stringUnit("binary", "ascii");
  }
}
function string(constraints = {}) {
  const charArbitrary = extractUnitArbitrary(constraints);
  const unmapper = patternsToStringUnmapperFor(charArbitrary, constraints);
  const experimentalCustomSlices = createSlicesForString(charArbitrary, constraints);
  return array(charArbitrary, {
    ...constraints,
    experimentalCustomSlices
  }).map(patternsToStringMapper, unmapper);
}
var SMap = Map;
var safeStringFromCharCode$1 = String.fromCharCode;
var lowerCaseMapper = {
  num: 26,
  build: (v) => safeStringFromCharCode$1(v + 97)
};
var upperCaseMapper = {
  num: 26,
  build: (v) => safeStringFromCharCode$1(v + 65)
};
var numericMapper = {
  num: 10,
  build: (v) => safeStringFromCharCode$1(v + 48)
};
function percentCharArbMapper(c) {
  const encoded = SencodeURIComponent(c);
  return c !== encoded ? encoded : `%${safeNumberToString(safeCharCodeAt(c, 0), 16)}`;
}
function percentCharArbUnmapper(value) {
  if (typeof value !== "string") throw new Error("Unsupported");
  return decodeURIComponent(value);
}
var percentCharArb = () => string({
  unit: "binary",
  minLength: 1,
  maxLength: 1
}).map(percentCharArbMapper, percentCharArbUnmapper);
var lowerAlphaArbitrary = void 0;
function getOrCreateLowerAlphaArbitrary() {
  if (lowerAlphaArbitrary === void 0) lowerAlphaArbitrary = mapToConstant(lowerCaseMapper);
  return lowerAlphaArbitrary;
}
var lowerAlphaNumericArbitraries = void 0;
function getOrCreateLowerAlphaNumericArbitrary(others) {
  if (lowerAlphaNumericArbitraries === void 0) lowerAlphaNumericArbitraries = new SMap();
  let match = safeMapGet(lowerAlphaNumericArbitraries, others);
  if (match === void 0) {
    match = mapToConstant(lowerCaseMapper, numericMapper, {
      num: others.length,
      build: (v) => others[v]
    });
    safeMapSet(lowerAlphaNumericArbitraries, others, match);
  }
  return match;
}
function buildAlphaNumericArbitrary(others) {
  return mapToConstant(lowerCaseMapper, upperCaseMapper, numericMapper, {
    num: others.length,
    build: (v) => others[v]
  });
}
var alphaNumericPercentArbitraries = void 0;
function getOrCreateAlphaNumericPercentArbitrary(others) {
  if (alphaNumericPercentArbitraries === void 0) alphaNumericPercentArbitraries = new SMap();
  let match = safeMapGet(alphaNumericPercentArbitraries, others);
  if (match === void 0) {
    match = oneof({
      weight: 10,
      arbitrary: buildAlphaNumericArbitrary(others)
    }, {
      weight: 1,
      arbitrary: percentCharArb()
    });
    safeMapSet(alphaNumericPercentArbitraries, others, match);
  }
  return match;
}
function option(arb, constraints = {}) {
  const freq = constraints.freq === void 0 ? 6 : constraints.freq;
  const nilValue = safeHasOwnProperty(constraints, "nil") ? constraints.nil : null;
  const weightedArbs = [{
    arbitrary: constant(nilValue),
    weight: 1,
    fallbackValue: { default: nilValue }
  }, {
    arbitrary: arb,
    weight: freq - 1
  }];
  const frequencyConstraints = {
    withCrossShrink: true,
    depthSize: constraints.depthSize,
    maxDepth: constraints.maxDepth,
    depthIdentifier: constraints.depthIdentifier
  };
  return FrequencyArbitrary.from(weightedArbs, frequencyConstraints, "fc.option");
}
function filterInvalidSubdomainLabel(subdomainLabel2) {
  if (subdomainLabel2.length > 63) return false;
  return subdomainLabel2.length < 4 || subdomainLabel2[0] !== "x" || subdomainLabel2[1] !== "n" || subdomainLabel2[2] !== "-" || subdomainLabel2[3] !== "-";
}
var AdaptedValue = /* @__PURE__ */ Symbol("adapted-value");
function toAdapterValue(rawValue, adapter2) {
  const adapted = adapter2(rawValue.value_);
  if (!adapted.adapted) return rawValue;
  return new Value(adapted.value, AdaptedValue);
}
var AdapterArbitrary = class extends Arbitrary {
  constructor(sourceArb, adapter2) {
    super();
    this.sourceArb = sourceArb;
    this.adapter = adapter2;
    this.adaptValue = (rawValue) => toAdapterValue(rawValue, adapter2);
  }
  generate(mrng, biasFactor) {
    const rawValue = this.sourceArb.generate(mrng, biasFactor);
    return this.adaptValue(rawValue);
  }
  canShrinkWithoutContext(value) {
    return this.sourceArb.canShrinkWithoutContext(value) && !this.adapter(value).adapted;
  }
  shrink(value, context2) {
    if (context2 === AdaptedValue) {
      if (!this.sourceArb.canShrinkWithoutContext(value)) return Stream.nil();
      return this.sourceArb.shrink(value, void 0).map(this.adaptValue);
    }
    return this.sourceArb.shrink(value, context2).map(this.adaptValue);
  }
};
function adapter(sourceArb, adapter2) {
  return new AdapterArbitrary(sourceArb, adapter2);
}
function toSubdomainLabelMapper([f, d]) {
  return d === null ? f : `${f}${d[0]}${d[1]}`;
}
function toSubdomainLabelUnmapper(value) {
  if (typeof value !== "string" || value.length === 0) throw new Error("Unsupported");
  if (value.length === 1) return [value[0], null];
  return [value[0], [safeSubstring(value, 1, value.length - 1), value[value.length - 1]]];
}
function subdomainLabel(size) {
  const alphaNumericArb = getOrCreateLowerAlphaNumericArbitrary("");
  return tuple(alphaNumericArb, option(tuple(string({
    unit: getOrCreateLowerAlphaNumericArbitrary("-"),
    size,
    maxLength: 61
  }), alphaNumericArb))).map(toSubdomainLabelMapper, toSubdomainLabelUnmapper).filter(filterInvalidSubdomainLabel);
}
function labelsMapper(elements) {
  return `${safeJoin(elements[0], ".")}.${elements[1]}`;
}
function labelsUnmapper(value) {
  if (typeof value !== "string") throw new Error("Unsupported type");
  const lastDotIndex = value.lastIndexOf(".");
  return [safeSplit(safeSubstring(value, 0, lastDotIndex), "."), safeSubstring(value, lastDotIndex + 1)];
}
function labelsAdapter(labels) {
  const [subDomains, suffix] = labels;
  let lengthNotIncludingIndex = suffix.length;
  for (let index = 0; index !== subDomains.length; ++index) {
    lengthNotIncludingIndex += 1 + subDomains[index].length;
    if (lengthNotIncludingIndex > 255) return {
      adapted: true,
      value: [safeSlice(subDomains, 0, index), suffix]
    };
  }
  return {
    adapted: false,
    value: labels
  };
}
function domain(constraints = {}) {
  const resolvedSize = resolveSize(constraints.size);
  const resolvedSizeMinusOne = relativeSizeToSize("-1", resolvedSize);
  const publicSuffixArb = string({
    unit: getOrCreateLowerAlphaArbitrary(),
    minLength: 2,
    maxLength: 63,
    size: resolvedSizeMinusOne
  });
  return adapter(tuple(array(subdomainLabel(resolvedSize), {
    size: resolvedSizeMinusOne,
    minLength: 1,
    maxLength: 127
  }), publicSuffixArb), labelsAdapter).map(labelsMapper, labelsUnmapper);
}
function dotAdapter(a) {
  let currentLength = a[0].length;
  for (let index = 1; index !== a.length; ++index) {
    currentLength += 1 + a[index].length;
    if (currentLength > 64) return {
      adapted: true,
      value: safeSlice(a, 0, index)
    };
  }
  return {
    adapted: false,
    value: a
  };
}
function dotMapper(a) {
  return safeJoin(a, ".");
}
function dotUnmapper(value) {
  if (typeof value !== "string") throw new Error("Unsupported");
  return safeSplit(value, ".");
}
function atMapper(data) {
  return `${data[0]}@${data[1]}`;
}
function atUnmapper(value) {
  if (typeof value !== "string") throw new Error("Unsupported");
  return safeSplit(value, "@", 2);
}
function emailAddress(constraints = {}) {
  return tuple(adapter(array(string({
    unit: getOrCreateLowerAlphaNumericArbitrary("!#$%&'*+-/=?^_`{|}~"),
    minLength: 1,
    maxLength: 64,
    size: constraints.size
  }), {
    minLength: 1,
    maxLength: 32,
    size: constraints.size
  }), dotAdapter).map(dotMapper, dotUnmapper), domain({ size: constraints.size })).map(atMapper, atUnmapper);
}
var safeNegativeInfinity$6 = SNumber.NEGATIVE_INFINITY;
var safePositiveInfinity$6 = SNumber.POSITIVE_INFINITY;
var safeEpsilon = SNumber.EPSILON;
var INDEX_POSITIVE_INFINITY$1 = SBigInt2(2146435072) * SBigInt2(4294967296);
var INDEX_NEGATIVE_INFINITY$1 = -INDEX_POSITIVE_INFINITY$1 - SBigInt2(1);
var num2Pow52 = 4503599627370496;
var big2Pow52Mask = SBigInt2(4503599627370495);
var big2Pow53 = SBigInt2("9007199254740992");
var f64 = /* @__PURE__ */ new Float64Array(1);
var u32$1 = new Uint32Array(f64.buffer, f64.byteOffset);
function bitCastDoubleToUInt64(f) {
  f64[0] = f;
  return [u32$1[1], u32$1[0]];
}
function decomposeDouble(d) {
  const { 0: hi, 1: lo } = bitCastDoubleToUInt64(d);
  const signBit = hi >>> 31;
  const exponentBits = hi >>> 20 & 2047;
  const significandBits = (hi & 1048575) * 4294967296 + lo;
  const exponent = exponentBits === 0 ? -1022 : exponentBits - 1023;
  let significand = exponentBits === 0 ? 0 : 1;
  significand += significandBits * safeEpsilon;
  significand *= signBit === 0 ? 1 : -1;
  return {
    exponent,
    significand
  };
}
function indexInDoubleFromDecomp(exponent, significand) {
  if (exponent === -1022) return SBigInt2(significand * num2Pow52);
  return SBigInt2((significand - 1) * num2Pow52) + (SBigInt2(exponent + 1023) << SBigInt2(52));
}
function doubleToIndex(d) {
  if (d === safePositiveInfinity$6) return INDEX_POSITIVE_INFINITY$1;
  if (d === safeNegativeInfinity$6) return INDEX_NEGATIVE_INFINITY$1;
  const decomp = decomposeDouble(d);
  const exponent = decomp.exponent;
  const significand = decomp.significand;
  if (d > 0 || d === 0 && 1 / d === safePositiveInfinity$6) return indexInDoubleFromDecomp(exponent, significand);
  else return -indexInDoubleFromDecomp(exponent, -significand) - SBigInt2(1);
}
function indexToDouble(index) {
  if (index < 0) return -indexToDouble(-index - SBigInt2(1));
  if (index === INDEX_POSITIVE_INFINITY$1) return safePositiveInfinity$6;
  if (index < big2Pow53) return SNumber(index) * 2 ** -1074;
  const postIndex = index - big2Pow53;
  const exponent = -1021 + SNumber(postIndex >> SBigInt2(52));
  return (1 + SNumber(postIndex & big2Pow52Mask) * safeEpsilon) * 2 ** exponent;
}
var safeNumberIsInteger$2 = Number.isInteger;
var safeObjectIs$1 = Object.is;
var safeNegativeInfinity$5 = Number.NEGATIVE_INFINITY;
var safePositiveInfinity$5 = Number.POSITIVE_INFINITY;
function refineConstraintsForFloatingOnly(constraints, maxValue, maxNonIntegerValue2, onlyIntegersAfterThisValue2) {
  const { noDefaultInfinity = false, minExcluded = false, maxExcluded = false, min = noDefaultInfinity ? -maxValue : safeNegativeInfinity$5, max = noDefaultInfinity ? maxValue : safePositiveInfinity$5 } = constraints;
  const effectiveMin = minExcluded ? min < -maxNonIntegerValue2 ? -onlyIntegersAfterThisValue2 : Math.max(min, -maxNonIntegerValue2) : min === safeNegativeInfinity$5 ? Math.max(min, -onlyIntegersAfterThisValue2) : Math.max(min, -maxNonIntegerValue2);
  const effectiveMax = maxExcluded ? max > maxNonIntegerValue2 ? onlyIntegersAfterThisValue2 : Math.min(max, maxNonIntegerValue2) : max === safePositiveInfinity$5 ? Math.min(max, onlyIntegersAfterThisValue2) : Math.min(max, maxNonIntegerValue2);
  return {
    noDefaultInfinity: false,
    minExcluded: minExcluded || (min !== safeNegativeInfinity$5 || minExcluded) && safeNumberIsInteger$2(effectiveMin),
    maxExcluded: maxExcluded || (max !== safePositiveInfinity$5 || maxExcluded) && safeNumberIsInteger$2(effectiveMax),
    min: safeObjectIs$1(effectiveMin, -0) ? 0 : effectiveMin,
    max: safeObjectIs$1(effectiveMax, 0) ? -0 : effectiveMax,
    noNaN: constraints.noNaN || false
  };
}
var safeNegativeInfinity$4 = Number.NEGATIVE_INFINITY;
var safePositiveInfinity$4 = Number.POSITIVE_INFINITY;
var safeMaxValue$2 = Number.MAX_VALUE;
var maxNonIntegerValue$1 = 45035996273704955e-1;
var onlyIntegersAfterThisValue$1 = 4503599627370496;
function refineConstraintsForDoubleOnly(constraints) {
  return refineConstraintsForFloatingOnly(constraints, safeMaxValue$2, maxNonIntegerValue$1, onlyIntegersAfterThisValue$1);
}
function doubleOnlyMapper(value) {
  return value === 4503599627370496 ? safePositiveInfinity$4 : value === -4503599627370496 ? safeNegativeInfinity$4 : value;
}
function doubleOnlyUnmapper(value) {
  if (typeof value !== "number") throw new Error("Unsupported type");
  return value === safePositiveInfinity$4 ? onlyIntegersAfterThisValue$1 : value === safeNegativeInfinity$4 ? -4503599627370496 : value;
}
var safeNumberIsInteger$1 = Number.isInteger;
var safeNumberIsNaN$1 = Number.isNaN;
var safeNegativeInfinity$3 = Number.NEGATIVE_INFINITY;
var safePositiveInfinity$3 = Number.POSITIVE_INFINITY;
var safeMaxValue$1 = Number.MAX_VALUE;
var safeNaN$1 = NaN;
function safeDoubleToIndex(d, constraintsLabel) {
  if (safeNumberIsNaN$1(d)) throw new Error("fc.double constraints." + constraintsLabel + " must be a 64-bit float");
  return doubleToIndex(d);
}
function unmapperDoubleToIndex(value) {
  if (typeof value !== "number") throw new Error("Unsupported type");
  return doubleToIndex(value);
}
function numberIsNotInteger$1(value) {
  return !safeNumberIsInteger$1(value);
}
function anyDouble(constraints) {
  const { noDefaultInfinity = false, noNaN = false, minExcluded = false, maxExcluded = false, min = noDefaultInfinity ? -safeMaxValue$1 : safeNegativeInfinity$3, max = noDefaultInfinity ? safeMaxValue$1 : safePositiveInfinity$3 } = constraints;
  const minIndexRaw = safeDoubleToIndex(min, "min");
  const minIndex = minExcluded ? minIndexRaw + SBigInt2(1) : minIndexRaw;
  const maxIndexRaw = safeDoubleToIndex(max, "max");
  const maxIndex = maxExcluded ? maxIndexRaw - SBigInt2(1) : maxIndexRaw;
  if (maxIndex < minIndex) throw new Error("fc.double constraints.min must be smaller or equal to constraints.max");
  if (noNaN) return bigInt({
    min: minIndex,
    max: maxIndex
  }).map(indexToDouble, unmapperDoubleToIndex);
  const positiveMaxIdx = maxIndex > SBigInt2(0);
  const minIndexWithNaN = positiveMaxIdx ? minIndex : minIndex - SBigInt2(1);
  const maxIndexWithNaN = positiveMaxIdx ? maxIndex + SBigInt2(1) : maxIndex;
  return bigInt({
    min: minIndexWithNaN,
    max: maxIndexWithNaN
  }).map((index) => {
    if (maxIndex < index || index < minIndex) return safeNaN$1;
    else return indexToDouble(index);
  }, (value) => {
    if (typeof value !== "number") throw new Error("Unsupported type");
    if (safeNumberIsNaN$1(value)) return maxIndex !== maxIndexWithNaN ? maxIndexWithNaN : minIndexWithNaN;
    return doubleToIndex(value);
  });
}
function double(constraints = {}) {
  if (!constraints.noInteger) return anyDouble(constraints);
  return anyDouble(refineConstraintsForDoubleOnly(constraints)).map(doubleOnlyMapper, doubleOnlyUnmapper).filter(numberIsNotInteger$1);
}
var safeNegativeInfinity$2 = Number.NEGATIVE_INFINITY;
var safePositiveInfinity$2 = Number.POSITIVE_INFINITY;
var safeMathImul = Math.imul;
var MAX_VALUE_32 = 2 ** 127 * (1 + (2 ** 23 - 1) / 2 ** 23);
var INDEX_POSITIVE_INFINITY = 2139095040;
var INDEX_NEGATIVE_INFINITY = -2139095041;
var f32 = /* @__PURE__ */ new Float32Array(1);
var u32 = new Uint32Array(f32.buffer, f32.byteOffset);
function bitCastFloatToUInt32(f) {
  f32[0] = f;
  return u32[0];
}
function decomposeFloat(f) {
  const bits = bitCastFloatToUInt32(f);
  const signBit = bits >>> 31;
  const exponentBits = bits >>> 23 & 255;
  const significandBits = bits & 8388607;
  const exponent = exponentBits === 0 ? -126 : exponentBits - 127;
  let significand = exponentBits === 0 ? 0 : 1;
  significand += significandBits / 2 ** 23;
  significand *= signBit === 0 ? 1 : -1;
  return {
    exponent,
    significand
  };
}
function indexInFloatFromDecomp(exponent, significand) {
  if (exponent === -126) return significand * 8388608;
  return safeMathImul(exponent + 127, 8388608) + (significand - 1) * 8388608;
}
function floatToIndex(f) {
  if (f === safePositiveInfinity$2) return INDEX_POSITIVE_INFINITY;
  if (f === safeNegativeInfinity$2) return INDEX_NEGATIVE_INFINITY;
  const decomp = decomposeFloat(f);
  const exponent = decomp.exponent;
  const significand = decomp.significand;
  if (f > 0 || f === 0 && 1 / f === safePositiveInfinity$2) return indexInFloatFromDecomp(exponent, significand);
  else return -indexInFloatFromDecomp(exponent, -significand) - 1;
}
function indexToFloat(index) {
  if (index < 0) return -indexToFloat(-index - 1);
  if (index === INDEX_POSITIVE_INFINITY) return safePositiveInfinity$2;
  if (index < 16777216) return index * 2 ** -149;
  const postIndex = index - 16777216;
  const exponent = -125 + (postIndex >> 23);
  return (1 + (postIndex & 8388607) / 8388608) * 2 ** exponent;
}
var safeNegativeInfinity$1 = Number.NEGATIVE_INFINITY;
var safePositiveInfinity$1 = Number.POSITIVE_INFINITY;
var safeMaxValue = MAX_VALUE_32;
var maxNonIntegerValue = 83886075e-1;
var onlyIntegersAfterThisValue = 8388608;
function refineConstraintsForFloatOnly(constraints) {
  return refineConstraintsForFloatingOnly(constraints, safeMaxValue, maxNonIntegerValue, onlyIntegersAfterThisValue);
}
function floatOnlyMapper(value) {
  return value === 8388608 ? safePositiveInfinity$1 : value === -8388608 ? safeNegativeInfinity$1 : value;
}
function floatOnlyUnmapper(value) {
  if (typeof value !== "number") throw new Error("Unsupported type");
  return value === safePositiveInfinity$1 ? onlyIntegersAfterThisValue : value === safeNegativeInfinity$1 ? -8388608 : value;
}
var safeNumberIsInteger = Number.isInteger;
var safeNumberIsNaN = Number.isNaN;
var safeMathFround = Math.fround;
var safeNegativeInfinity = Number.NEGATIVE_INFINITY;
var safePositiveInfinity = Number.POSITIVE_INFINITY;
var safeNaN = NaN;
function safeFloatToIndex(f, constraintsLabel) {
  const errorMessage = "fc.float constraints." + constraintsLabel + " must be a 32-bit float - you can convert any double to a 32-bit float by using `Math.fround(myDouble)`";
  if (safeNumberIsNaN(f) || safeMathFround(f) !== f) throw new Error(errorMessage);
  return floatToIndex(f);
}
function unmapperFloatToIndex(value) {
  if (typeof value !== "number") throw new Error("Unsupported type");
  return floatToIndex(value);
}
function numberIsNotInteger(value) {
  return !safeNumberIsInteger(value);
}
function anyFloat(constraints) {
  const { noDefaultInfinity = false, noNaN = false, minExcluded = false, maxExcluded = false, min = noDefaultInfinity ? -MAX_VALUE_32 : safeNegativeInfinity, max = noDefaultInfinity ? MAX_VALUE_32 : safePositiveInfinity } = constraints;
  const minIndexRaw = safeFloatToIndex(min, "min");
  const minIndex = minExcluded ? minIndexRaw + 1 : minIndexRaw;
  const maxIndexRaw = safeFloatToIndex(max, "max");
  const maxIndex = maxExcluded ? maxIndexRaw - 1 : maxIndexRaw;
  if (minIndex > maxIndex) throw new Error("fc.float constraints.min must be smaller or equal to constraints.max");
  if (noNaN) return integer({
    min: minIndex,
    max: maxIndex
  }).map(indexToFloat, unmapperFloatToIndex);
  const minIndexWithNaN = maxIndex > 0 ? minIndex : minIndex - 1;
  const maxIndexWithNaN = maxIndex > 0 ? maxIndex + 1 : maxIndex;
  return integer({
    min: minIndexWithNaN,
    max: maxIndexWithNaN
  }).map((index) => {
    if (index > maxIndex || index < minIndex) return safeNaN;
    else return indexToFloat(index);
  }, (value) => {
    if (typeof value !== "number") throw new Error("Unsupported type");
    if (safeNumberIsNaN(value)) return maxIndex !== maxIndexWithNaN ? maxIndexWithNaN : minIndexWithNaN;
    return floatToIndex(value);
  });
}
function float(constraints = {}) {
  if (!constraints.noInteger) return anyFloat(constraints);
  return anyFloat(refineConstraintsForFloatOnly(constraints)).map(floatOnlyMapper, floatOnlyUnmapper).filter(numberIsNotInteger);
}
function escapeForTemplateString(originalText) {
  return originalText.replace(/([$`\\])/g, "\\$1").replace(/\r/g, "\\r");
}
function escapeForMultilineComments(originalText) {
  return originalText.replace(/\*\//g, "*\\/");
}
var crc32Table = [
  0,
  1996959894,
  3993919788,
  2567524794,
  124634137,
  1886057615,
  3915621685,
  2657392035,
  249268274,
  2044508324,
  3772115230,
  2547177864,
  162941995,
  2125561021,
  3887607047,
  2428444049,
  498536548,
  1789927666,
  4089016648,
  2227061214,
  450548861,
  1843258603,
  4107580753,
  2211677639,
  325883990,
  1684777152,
  4251122042,
  2321926636,
  335633487,
  1661365465,
  4195302755,
  2366115317,
  997073096,
  1281953886,
  3579855332,
  2724688242,
  1006888145,
  1258607687,
  3524101629,
  2768942443,
  901097722,
  1119000684,
  3686517206,
  2898065728,
  853044451,
  1172266101,
  3705015759,
  2882616665,
  651767980,
  1373503546,
  3369554304,
  3218104598,
  565507253,
  1454621731,
  3485111705,
  3099436303,
  671266974,
  1594198024,
  3322730930,
  2970347812,
  795835527,
  1483230225,
  3244367275,
  3060149565,
  1994146192,
  31158534,
  2563907772,
  4023717930,
  1907459465,
  112637215,
  2680153253,
  3904427059,
  2013776290,
  251722036,
  2517215374,
  3775830040,
  2137656763,
  141376813,
  2439277719,
  3865271297,
  1802195444,
  476864866,
  2238001368,
  4066508878,
  1812370925,
  453092731,
  2181625025,
  4111451223,
  1706088902,
  314042704,
  2344532202,
  4240017532,
  1658658271,
  366619977,
  2362670323,
  4224994405,
  1303535960,
  984961486,
  2747007092,
  3569037538,
  1256170817,
  1037604311,
  2765210733,
  3554079995,
  1131014506,
  879679996,
  2909243462,
  3663771856,
  1141124467,
  855842277,
  2852801631,
  3708648649,
  1342533948,
  654459306,
  3188396048,
  3373015174,
  1466479909,
  544179635,
  3110523913,
  3462522015,
  1591671054,
  702138776,
  2966460450,
  3352799412,
  1504918807,
  783551873,
  3082640443,
  3233442989,
  3988292384,
  2596254646,
  62317068,
  1957810842,
  3939845945,
  2647816111,
  81470997,
  1943803523,
  3814918930,
  2489596804,
  225274430,
  2053790376,
  3826175755,
  2466906013,
  167816743,
  2097651377,
  4027552580,
  2265490386,
  503444072,
  1762050814,
  4150417245,
  2154129355,
  426522225,
  1852507879,
  4275313526,
  2312317920,
  282753626,
  1742555852,
  4189708143,
  2394877945,
  397917763,
  1622183637,
  3604390888,
  2714866558,
  953729732,
  1340076626,
  3518719985,
  2797360999,
  1068828381,
  1219638859,
  3624741850,
  2936675148,
  906185462,
  1090812512,
  3747672003,
  2825379669,
  829329135,
  1181335161,
  3412177804,
  3160834842,
  628085408,
  1382605366,
  3423369109,
  3138078467,
  570562233,
  1426400815,
  3317316542,
  2998733608,
  733239954,
  1555261956,
  3268935591,
  3050360625,
  752459403,
  1541320221,
  2607071920,
  3965973030,
  1969922972,
  40735498,
  2617837225,
  3943577151,
  1913087877,
  83908371,
  2512341634,
  3803740692,
  2075208622,
  213261112,
  2463272603,
  3855990285,
  2094854071,
  198958881,
  2262029012,
  4057260610,
  1759359992,
  534414190,
  2176718541,
  4139329115,
  1873836001,
  414664567,
  2282248934,
  4279200368,
  1711684554,
  285281116,
  2405801727,
  4167216745,
  1634467795,
  376229701,
  2685067896,
  3608007406,
  1308918612,
  956543938,
  2808555105,
  3495958263,
  1231636301,
  1047427035,
  2932959818,
  3654703836,
  1088359270,
  936918e3,
  2847714899,
  3736837829,
  1202900863,
  817233897,
  3183342108,
  3401237130,
  1404277552,
  615818150,
  3134207493,
  3453421203,
  1423857449,
  601450431,
  3009837614,
  3294710456,
  1567103746,
  711928724,
  3020668471,
  3272380065,
  1510334235,
  755167117
];
function hash(repr) {
  let crc = 4294967295;
  for (let idx = 0; idx < repr.length; ++idx) {
    const c = safeCharCodeAt(repr, idx);
    if (c < 128) crc = crc32Table[crc & 255 ^ c] ^ crc >> 8;
    else if (c < 2048) {
      crc = crc32Table[crc & 255 ^ (192 | c >> 6 & 31)] ^ crc >> 8;
      crc = crc32Table[crc & 255 ^ (128 | c & 63)] ^ crc >> 8;
    } else if (c >= 55296 && c < 57344) {
      const cNext = safeCharCodeAt(repr, ++idx);
      if (c >= 56320 || cNext < 56320 || cNext > 57343 || Number.isNaN(cNext)) {
        idx -= 1;
        crc = crc32Table[crc & 255 ^ 239] ^ crc >> 8;
        crc = crc32Table[crc & 255 ^ 191] ^ crc >> 8;
        crc = crc32Table[crc & 255 ^ 189] ^ crc >> 8;
      } else {
        const c1 = (c & 1023) + 64;
        const c2 = cNext & 1023;
        crc = crc32Table[crc & 255 ^ (240 | c1 >> 8 & 7)] ^ crc >> 8;
        crc = crc32Table[crc & 255 ^ (128 | c1 >> 2 & 63)] ^ crc >> 8;
        crc = crc32Table[crc & 255 ^ (128 | c2 >> 6 & 15 | (c1 & 3) << 4)] ^ crc >> 8;
        crc = crc32Table[crc & 255 ^ (128 | c2 & 63)] ^ crc >> 8;
      }
    } else {
      crc = crc32Table[crc & 255 ^ (224 | c >> 12 & 15)] ^ crc >> 8;
      crc = crc32Table[crc & 255 ^ (128 | c >> 6 & 63)] ^ crc >> 8;
      crc = crc32Table[crc & 255 ^ (128 | c & 63)] ^ crc >> 8;
    }
  }
  return (crc | 0) + 2147483648;
}
var stableObjectGetPrototypeOf = Object.getPrototypeOf;
var NoShrinkArbitrary = class extends Arbitrary {
  constructor(arb) {
    super();
    this.arb = arb;
  }
  generate(mrng, biasFactor) {
    return this.arb.generate(mrng, biasFactor);
  }
  canShrinkWithoutContext(value) {
    return this.arb.canShrinkWithoutContext(value);
  }
  shrink(_value, _context) {
    return Stream.nil();
  }
};
function noShrink(arb) {
  if (stableObjectGetPrototypeOf(arb) === NoShrinkArbitrary.prototype && arb.generate === NoShrinkArbitrary.prototype.generate && arb.canShrinkWithoutContext === NoShrinkArbitrary.prototype.canShrinkWithoutContext && arb.shrink === NoShrinkArbitrary.prototype.shrink) return arb;
  return new NoShrinkArbitrary(arb);
}
var safeObjectAssign$4 = Object.assign;
var safeObjectKeys$3 = Object.keys;
function buildCompareFunctionArbitrary(cmp) {
  return tuple(noShrink(integer()), noShrink(integer({
    min: 1,
    max: 4294967295
  }))).map(([seed, hashEnvSize]) => {
    const producer = () => {
      const recorded = {};
      const f = (a, b) => {
        const reprA = stringify(a);
        const reprB = stringify(b);
        const val = cmp(hash(`${seed}${reprA}`) % hashEnvSize, hash(`${seed}${reprB}`) % hashEnvSize);
        recorded[`[${reprA},${reprB}]`] = val;
        return val;
      };
      return safeObjectAssign$4(f, {
        toString: () => {
          const seenValues = safeObjectKeys$3(recorded).sort().map((k) => `${k} => ${stringify(recorded[k])}`).map((line) => `/* ${escapeForMultilineComments(line)} */`);
          return `function(a, b) {
  // With hash and stringify coming from fast-check${seenValues.length !== 0 ? `
  ${safeJoin(seenValues, "\n  ")}` : ""}
  const cmp = ${cmp};
  const hA = hash('${seed}' + stringify(a)) % ${hashEnvSize};
  const hB = hash('${seed}' + stringify(b)) % ${hashEnvSize};
  return cmp(hA, hB);
}`;
        },
        [cloneMethod]: producer
      });
    };
    return producer();
  });
}
var safeObjectAssign$3 = Object.assign;
function compareBooleanFunc() {
  return buildCompareFunctionArbitrary(safeObjectAssign$3((hA, hB) => hA < hB, { toString() {
    return "(hA, hB) => hA < hB";
  } }));
}
var safeObjectAssign$2 = Object.assign;
function compareFunc() {
  return buildCompareFunctionArbitrary(safeObjectAssign$2((hA, hB) => hA - hB, { toString() {
    return "(hA, hB) => hA - hB";
  } }));
}
var safeObjectDefineProperties$1 = Object.defineProperties;
var safeObjectKeys$2 = Object.keys;
function func(arb) {
  return tuple(array(arb, { minLength: 1 }), noShrink(integer())).map(([outs, seed]) => {
    const producer = () => {
      const recorded = {};
      const f = (...args) => {
        const repr = stringify(args);
        const val = outs[hash(`${seed}${repr}`) % outs.length];
        recorded[repr] = val;
        return hasCloneMethod(val) ? val[cloneMethod]() : val;
      };
      function prettyPrint2(stringifiedOuts) {
        const seenValues = safeMap(safeMap(safeSort(safeObjectKeys$2(recorded)), (k) => `${k} => ${stringify(recorded[k])}`), (line) => `/* ${escapeForMultilineComments(line)} */`);
        return `function(...args) {
  // With hash and stringify coming from fast-check${seenValues.length !== 0 ? `
  ${seenValues.join("\n  ")}` : ""}
  const outs = ${stringifiedOuts};
  return outs[hash('${seed}' + stringify(args)) % outs.length];
}`;
      }
      return safeObjectDefineProperties$1(f, {
        toString: { value: () => prettyPrint2(stringify(outs)) },
        [toStringMethod]: { value: () => prettyPrint2(stringify(outs)) },
        [asyncToStringMethod]: { value: async () => prettyPrint2(await asyncStringify(outs)) },
        [cloneMethod]: {
          value: producer,
          configurable: true
        }
      });
    };
    return producer();
  });
}
var safeMinSafeInteger = Number.MIN_SAFE_INTEGER;
var safeMaxSafeInteger$1 = Number.MAX_SAFE_INTEGER;
function maxSafeInteger() {
  return new IntegerArbitrary(safeMinSafeInteger, safeMaxSafeInteger$1);
}
var safeMaxSafeInteger = Number.MAX_SAFE_INTEGER;
function maxSafeNat() {
  return new IntegerArbitrary(0, safeMaxSafeInteger);
}
var safeNumberParseInt = Number.parseInt;
function natToStringifiedNatMapper(options) {
  const [style, v] = options;
  switch (style) {
    case "oct":
      return `0${safeNumberToString(v, 8)}`;
    case "hex":
      return `0x${safeNumberToString(v, 16)}`;
    default:
      return `${v}`;
  }
}
function tryParseStringifiedNat(stringValue, radix) {
  const parsedNat = safeNumberParseInt(stringValue, radix);
  if (safeNumberToString(parsedNat, radix) !== stringValue) throw new Error("Invalid value");
  return parsedNat;
}
function natToStringifiedNatUnmapper(value) {
  if (typeof value !== "string") throw new Error("Invalid type");
  if (value.length >= 2 && value[0] === "0") {
    if (value[1] === "x") return ["hex", tryParseStringifiedNat(safeSubstring(value, 2), 16)];
    return ["oct", tryParseStringifiedNat(safeSubstring(value, 1), 8)];
  }
  return ["dec", tryParseStringifiedNat(value, 10)];
}
function dotJoinerMapper$1(data) {
  return safeJoin(data, ".");
}
function dotJoinerUnmapper$1(value) {
  if (typeof value !== "string") throw new Error("Invalid type");
  return safeMap(safeSplit(value, "."), (v) => tryParseStringifiedNat(v, 10));
}
function ipV4() {
  return tuple(nat(255), nat(255), nat(255), nat(255)).map(dotJoinerMapper$1, dotJoinerUnmapper$1);
}
function buildStringifiedNatArbitrary(maxValue) {
  return tuple(constantFrom("dec", "oct", "hex"), nat(maxValue)).map(natToStringifiedNatMapper, natToStringifiedNatUnmapper);
}
function dotJoinerMapper(data) {
  return safeJoin(data, ".");
}
function dotJoinerUnmapper(value) {
  if (typeof value !== "string") throw new Error("Invalid type");
  return safeSplit(value, ".");
}
function ipV4Extended() {
  return oneof(tuple(buildStringifiedNatArbitrary(255), buildStringifiedNatArbitrary(255), buildStringifiedNatArbitrary(255), buildStringifiedNatArbitrary(255)).map(dotJoinerMapper, dotJoinerUnmapper), tuple(buildStringifiedNatArbitrary(255), buildStringifiedNatArbitrary(255), buildStringifiedNatArbitrary(65535)).map(dotJoinerMapper, dotJoinerUnmapper), tuple(buildStringifiedNatArbitrary(255), buildStringifiedNatArbitrary(16777215)).map(dotJoinerMapper, dotJoinerUnmapper), buildStringifiedNatArbitrary(4294967295));
}
function readBh(value) {
  if (value.length === 0) return [];
  else return safeSplit(value, ":");
}
function extractEhAndL(value) {
  const valueSplits = safeSplit(value, ":");
  if (valueSplits.length >= 2 && valueSplits[valueSplits.length - 1].length <= 4) return [safeSlice(valueSplits, 0, valueSplits.length - 2), `${valueSplits[valueSplits.length - 2]}:${valueSplits[valueSplits.length - 1]}`];
  return [safeSlice(valueSplits, 0, valueSplits.length - 1), valueSplits[valueSplits.length - 1]];
}
function fullySpecifiedMapper(data) {
  return `${safeJoin(data[0], ":")}:${data[1]}`;
}
function fullySpecifiedUnmapper(value) {
  if (typeof value !== "string") throw new Error("Invalid type");
  return extractEhAndL(value);
}
function onlyTrailingMapper(data) {
  return `::${safeJoin(data[0], ":")}:${data[1]}`;
}
function onlyTrailingUnmapper(value) {
  if (typeof value !== "string") throw new Error("Invalid type");
  if (!safeStartsWith(value, "::")) throw new Error("Invalid value");
  return extractEhAndL(safeSubstring(value, 2));
}
function multiTrailingMapper(data) {
  return `${safeJoin(data[0], ":")}::${safeJoin(data[1], ":")}:${data[2]}`;
}
function multiTrailingUnmapper(value) {
  if (typeof value !== "string") throw new Error("Invalid type");
  const [bhString, trailingString] = safeSplit(value, "::", 2);
  const [eh, l] = extractEhAndL(trailingString);
  return [
    readBh(bhString),
    eh,
    l
  ];
}
function multiTrailingMapperOne(data) {
  return multiTrailingMapper([
    data[0],
    [data[1]],
    data[2]
  ]);
}
function multiTrailingUnmapperOne(value) {
  const out = multiTrailingUnmapper(value);
  return [
    out[0],
    safeJoin(out[1], ":"),
    out[2]
  ];
}
function singleTrailingMapper(data) {
  return `${safeJoin(data[0], ":")}::${data[1]}`;
}
function singleTrailingUnmapper(value) {
  if (typeof value !== "string") throw new Error("Invalid type");
  const [bhString, trailing] = safeSplit(value, "::", 2);
  return [readBh(bhString), trailing];
}
function noTrailingMapper(data) {
  return `${safeJoin(data[0], ":")}::`;
}
function noTrailingUnmapper(value) {
  if (typeof value !== "string") throw new Error("Invalid type");
  if (!safeEndsWith(value, "::")) throw new Error("Invalid value");
  return [readBh(safeSubstring(value, 0, value.length - 2))];
}
function h16sTol32Mapper([a, b]) {
  return `${a}:${b}`;
}
function h16sTol32Unmapper(value) {
  if (typeof value !== "string") throw new SError("Invalid type");
  if (!value.includes(":")) throw new SError("Invalid value");
  return value.split(":", 2);
}
var items = "0123456789abcdef";
var cachedHexa = void 0;
function hexa() {
  if (cachedHexa === void 0) cachedHexa = integer({
    min: 0,
    max: 15
  }).map((n) => items[n], (c) => {
    if (typeof c !== "string") throw new SError("Not a string");
    if (c.length !== 1) throw new SError("Invalid length");
    const code3 = safeCharCodeAt(c, 0);
    if (code3 <= 57) return code3 - 48;
    if (code3 < 97) throw new SError("Invalid character");
    return code3 - 87;
  });
  return cachedHexa;
}
function ipV6() {
  const h16Arb = string({
    unit: hexa(),
    minLength: 1,
    maxLength: 4,
    size: "max"
  });
  const ls32Arb = oneof(tuple(h16Arb, h16Arb).map(h16sTol32Mapper, h16sTol32Unmapper), ipV4());
  return oneof(tuple(array(h16Arb, {
    minLength: 6,
    maxLength: 6,
    size: "max"
  }), ls32Arb).map(fullySpecifiedMapper, fullySpecifiedUnmapper), tuple(array(h16Arb, {
    minLength: 5,
    maxLength: 5,
    size: "max"
  }), ls32Arb).map(onlyTrailingMapper, onlyTrailingUnmapper), tuple(array(h16Arb, {
    minLength: 0,
    maxLength: 1,
    size: "max"
  }), array(h16Arb, {
    minLength: 4,
    maxLength: 4,
    size: "max"
  }), ls32Arb).map(multiTrailingMapper, multiTrailingUnmapper), tuple(array(h16Arb, {
    minLength: 0,
    maxLength: 2,
    size: "max"
  }), array(h16Arb, {
    minLength: 3,
    maxLength: 3,
    size: "max"
  }), ls32Arb).map(multiTrailingMapper, multiTrailingUnmapper), tuple(array(h16Arb, {
    minLength: 0,
    maxLength: 3,
    size: "max"
  }), array(h16Arb, {
    minLength: 2,
    maxLength: 2,
    size: "max"
  }), ls32Arb).map(multiTrailingMapper, multiTrailingUnmapper), tuple(array(h16Arb, {
    minLength: 0,
    maxLength: 4,
    size: "max"
  }), h16Arb, ls32Arb).map(multiTrailingMapperOne, multiTrailingUnmapperOne), tuple(array(h16Arb, {
    minLength: 0,
    maxLength: 5,
    size: "max"
  }), ls32Arb).map(singleTrailingMapper, singleTrailingUnmapper), tuple(array(h16Arb, {
    minLength: 0,
    maxLength: 6,
    size: "max"
  }), h16Arb).map(singleTrailingMapper, singleTrailingUnmapper), tuple(array(h16Arb, {
    minLength: 0,
    maxLength: 7,
    size: "max"
  })).map(noTrailingMapper, noTrailingUnmapper));
}
var LazyArbitrary = class extends Arbitrary {
  constructor(name) {
    super();
    this.name = name;
    this.underlying = null;
  }
  generate(mrng, biasFactor) {
    if (this.underlying === null) throw new Error(`Lazy arbitrary ${JSON.stringify(this.name)} not correctly initialized`);
    return this.underlying.generate(mrng, biasFactor);
  }
  canShrinkWithoutContext(value) {
    if (this.underlying === null) throw new Error(`Lazy arbitrary ${JSON.stringify(this.name)} not correctly initialized`);
    return this.underlying.canShrinkWithoutContext(value);
  }
  shrink(value, context2) {
    if (this.underlying === null) throw new Error(`Lazy arbitrary ${JSON.stringify(this.name)} not correctly initialized`);
    return this.underlying.shrink(value, context2);
  }
};
var safeGetOwnPropertyNames = Object.getOwnPropertyNames;
function createLazyArbsPool() {
  const lazyArbsPool = new SMap$2();
  const getLazyFromPool = (key) => {
    let lazyArb = safeMapGet(lazyArbsPool, key);
    if (lazyArb !== void 0) return lazyArb;
    lazyArb = new LazyArbitrary(String(key));
    safeMapSet(lazyArbsPool, key, lazyArb);
    return lazyArb;
  };
  return getLazyFromPool;
}
function letrec(builder) {
  const getLazyFromPool = createLazyArbsPool();
  const strictArbs = builder(getLazyFromPool);
  const declaredArbitraryNames = safeGetOwnPropertyNames(strictArbs);
  for (const name of declaredArbitraryNames) {
    const lazyArb = getLazyFromPool(name);
    lazyArb.underlying = strictArbs[name];
  }
  return strictArbs;
}
function canHaveAtLeastOneItem(keys, constraints) {
  for (const key of keys) {
    const constraintsOnKey = constraints[key] || {};
    if (constraintsOnKey.maxLength === void 0 || constraintsOnKey.maxLength > 0) return true;
  }
  return false;
}
function initialPoolForEntityGraph(keys, constraints) {
  if (keys.length === 0) return constant([]);
  if (!canHaveAtLeastOneItem(keys, constraints)) throw new SError("Contraints on pool must accept at least one entity, maxLength cannot sum to 0");
  return tuple(...keys.map((key) => array(constant(key), constraints[key]))).map((values) => safeFlat(values)).filter((names) => names.length > 0);
}
var safeObjectAssign$1 = Object.assign;
var safeObjectCreate$4 = Object.create;
var safeObjectDefineProperty$1 = Object.defineProperty;
var safeObjectGetPrototypeOf = Object.getPrototypeOf;
var safeObjectPrototype = Object.prototype;
function withTargetStringifiedValue(stringifiedValue) {
  return safeObjectDefineProperty$1(safeObjectCreate$4(null), toStringMethod, {
    configurable: false,
    enumerable: false,
    writable: false,
    value: () => stringifiedValue
  });
}
function withReferenceStringifiedValue(type, index) {
  return withTargetStringifiedValue(`<${SString(type)}#${index}>`);
}
function unlinkedToLinkedEntitiesMapper(unlinkedEntities, producedLinks) {
  const linkedEntities = safeObjectCreate$4(safeObjectPrototype);
  for (const name in unlinkedEntities) {
    const unlinkedEntitiesForName = unlinkedEntities[name];
    const linkedEntitiesForName = [];
    for (const unlinkedEntity of unlinkedEntitiesForName) {
      const linkedEntity = safeObjectAssign$1(safeObjectCreate$4(safeObjectGetPrototypeOf(unlinkedEntity)), unlinkedEntity);
      linkedEntitiesForName.push(linkedEntity);
    }
    linkedEntities[name] = linkedEntitiesForName;
  }
  for (const name in producedLinks) {
    const entityLinks = producedLinks[name];
    for (let entityIndex = 0; entityIndex !== entityLinks.length; ++entityIndex) {
      const entityLinksForInstance = entityLinks[entityIndex];
      const linkedInstance = linkedEntities[name][entityIndex];
      for (const prop in entityLinksForInstance) {
        const propValue = entityLinksForInstance[prop];
        linkedInstance[prop] = propValue.index === void 0 ? void 0 : typeof propValue.index === "number" ? linkedEntities[propValue.type][propValue.index] : safeMap(propValue.index, (index) => linkedEntities[propValue.type][index]);
      }
      safeObjectDefineProperty$1(linkedInstance, toStringMethod, {
        configurable: false,
        enumerable: false,
        writable: false,
        value: () => {
          const unlinkedEntity = unlinkedEntities[name][entityIndex];
          const entity = safeObjectAssign$1(safeObjectCreate$4(safeObjectGetPrototypeOf(unlinkedEntity)), unlinkedEntity);
          for (const prop in entityLinksForInstance) {
            const propValue = entityLinksForInstance[prop];
            entity[prop] = propValue.index === void 0 ? void 0 : typeof propValue.index === "number" ? withReferenceStringifiedValue(propValue.type, propValue.index) : safeMap(propValue.index, (index) => withReferenceStringifiedValue(propValue.type, index));
          }
          return stringify(entity);
        }
      });
    }
  }
  return linkedEntities;
}
function buildInversedRelationsMapping(relations) {
  let foundInversedRelations = 0;
  const requestedInversedRelations = new SMap$2();
  for (const name in relations) {
    const relationsForName = relations[name];
    for (const fieldName in relationsForName) {
      const relation = relationsForName[fieldName];
      if (relation.arity !== "inverse") continue;
      let existingOnes = safeMapGet(requestedInversedRelations, relation.type);
      if (existingOnes === void 0) {
        existingOnes = new SMap$2();
        safeMapSet(requestedInversedRelations, relation.type, existingOnes);
      }
      if (safeMapHas(existingOnes, relation.forwardRelationship)) throw new SError(`Cannot declare multiple inverse relationships for the same forward relationship ${SString(relation.forwardRelationship)} on type ${SString(relation.type)}`);
      safeMapSet(existingOnes, relation.forwardRelationship, {
        type: name,
        property: fieldName
      });
      foundInversedRelations += 1;
    }
  }
  const inversedRelations = new SMap$2();
  if (foundInversedRelations === 0) return inversedRelations;
  for (const name in relations) {
    const relationsForName = relations[name];
    const requestedInversedRelationsForName = safeMapGet(requestedInversedRelations, name);
    if (requestedInversedRelationsForName === void 0) continue;
    for (const fieldName in relationsForName) {
      const relation = relationsForName[fieldName];
      if (relation.arity === "inverse") continue;
      const requestedIfAny = safeMapGet(requestedInversedRelationsForName, fieldName);
      if (requestedIfAny === void 0) continue;
      if (requestedIfAny.type !== relation.type) throw new SError(`Inverse relationship ${SString(requestedIfAny.property)} on type ${SString(requestedIfAny.type)} references forward relationship ${SString(fieldName)} but types do not match`);
      safeMapSet(inversedRelations, relation, requestedIfAny);
    }
  }
  if (inversedRelations.size !== foundInversedRelations) throw new SError(`Some inverse relationships could not be matched with their corresponding forward relationships`);
  return inversedRelations;
}
var safeObjectAssign = Object.assign;
var safeObjectCreate$3 = Object.create;
function produceLinkUnitaryIndexArbitrary(strategy, currentIndexIfSameType, countInTargetType) {
  switch (strategy) {
    case "exclusive":
      return constant(countInTargetType);
    case "successor":
      return noBias(integer({
        min: currentIndexIfSameType !== void 0 ? currentIndexIfSameType + 1 : 0,
        max: countInTargetType
      }));
    case "any":
      return noBias(integer({
        min: 0,
        max: countInTargetType
      }));
  }
}
function buildLinkIndexArbitrary(arity, strategy, currentIndexIfSameType, countInTargetType, currentEntityDepth) {
  const linkArbitrary = produceLinkUnitaryIndexArbitrary(strategy, currentIndexIfSameType, countInTargetType);
  switch (arity) {
    case "0-1":
      return option(linkArbitrary, {
        nil: void 0,
        depthIdentifier: currentEntityDepth
      });
    case "1":
      return linkArbitrary;
    case "many": {
      let randomUnicity = 0;
      return option(uniqueArray(linkArbitrary, {
        depthIdentifier: currentEntityDepth,
        selector: (v) => v === countInTargetType ? v + ++randomUnicity : v,
        minLength: 1
      }), {
        nil: [],
        depthIdentifier: currentEntityDepth
      }).map((values) => {
        let offset = 0;
        return safeMap(values, (v) => v === countInTargetType ? v + offset++ : v);
      });
    }
  }
}
function createEmptyLinksInstanceFor(relations, targetType) {
  const emptyLinksInstance = safeObjectCreate$3(null);
  const relationsForType = relations[targetType];
  for (const name in relationsForType) {
    const relation = relationsForType[name];
    if (relation.arity === "inverse") emptyLinksInstance[name] = {
      type: relation.type,
      index: []
    };
  }
  return emptyLinksInstance;
}
function assertAcceptableRelations(relations) {
  const nonExclusiveEntities = new SSet();
  const exclusiveEntities = new SSet();
  for (const name in relations) {
    const relationsForName = relations[name];
    for (const fieldName in relationsForName) {
      const relation = relationsForName[fieldName];
      if (relation.arity === "inverse") continue;
      if (relation.strategy === "exclusive") {
        if (safeHas(nonExclusiveEntities, relation.type)) throw new SError(`Cannot mix exclusive with other strategies for type ${SString(relation.type)}`);
        safeAdd(exclusiveEntities, relation.type);
      } else {
        if (safeHas(exclusiveEntities, relation.type)) throw new SError(`Cannot mix exclusive with other strategies for type ${SString(relation.type)}`);
        safeAdd(nonExclusiveEntities, relation.type);
      }
      if (relation.strategy === "successor" && relation.type !== name) throw new SError(`Cannot mix types for the strategy successor`);
      if (relation.strategy === "successor" && relation.arity === "1") throw new SError(`Cannot use an arity of 1 for the strategy successor`);
    }
  }
}
function draftNextProductionState(state, offset) {
  const { producedLinks, toBeProducedEntities } = state;
  const nextIndex = state.nextIndex + offset;
  const newProducedLinks = safeObjectAssign(safeObjectCreate$3(null), producedLinks);
  function getOrCreateProducedLinksFor(type) {
    if (newProducedLinks[type] === producedLinks[type]) newProducedLinks[type] = safeSlice(producedLinks[type]);
    return newProducedLinks[type];
  }
  function getOrCreateLinksFor(type, indexInType) {
    const producedLinksForType = getOrCreateProducedLinksFor(type);
    if (producedLinksForType[indexInType] === producedLinks[type][indexInType]) producedLinksForType[indexInType] = safeObjectAssign(safeObjectCreate$3(null), producedLinks[type][indexInType]);
    return producedLinksForType[indexInType];
  }
  function getOrCreateRelationFor(type, indexInType, property2) {
    const links = getOrCreateLinksFor(type, indexInType);
    const originalEntity = producedLinks[type][indexInType];
    if (originalEntity !== void 0 && links[property2] === originalEntity[property2]) {
      const sharedRelation = links[property2];
      links[property2] = {
        type: sharedRelation.type,
        index: typeof sharedRelation.index === "object" ? safeSlice(sharedRelation.index) : sharedRelation.index
      };
    }
    return links[property2];
  }
  let newToBeProducedEntities = void 0;
  const toBeProduced = toBeProducedEntities[nextIndex];
  return {
    setOutboundLink: (name, value) => {
      const currentLinks = getOrCreateLinksFor(toBeProduced.type, toBeProduced.indexInType);
      currentLinks[name] = value;
    },
    enqueueNewEntity: (relations, targetType) => {
      const producedLinksInTargetType = getOrCreateProducedLinksFor(targetType);
      const newEntityIndexInType = producedLinksInTargetType.length;
      if (newToBeProducedEntities === void 0) newToBeProducedEntities = safeSlice(toBeProducedEntities);
      safePush(newToBeProducedEntities, {
        type: targetType,
        indexInType: newEntityIndexInType,
        depth: toBeProduced.depth + 1
      });
      safePush(producedLinksInTargetType, createEmptyLinksInstanceFor(relations, targetType));
      return newEntityIndexInType;
    },
    appendBackReference: (targetType, indexInType, property2) => {
      const knownInversedLinks = getOrCreateRelationFor(targetType, indexInType, property2).index;
      safePush(knownInversedLinks, toBeProduced.indexInType);
    },
    commit: () => ({
      producedLinks: newProducedLinks,
      toBeProducedEntities: newToBeProducedEntities !== void 0 ? newToBeProducedEntities : toBeProducedEntities,
      nextIndex: nextIndex + 1
    })
  };
}
function buildInitialProductionState(relations, defaultEntities) {
  const producedLinks = safeObjectCreate$3(null);
  for (const name in relations) producedLinks[name] = [];
  const toBeProducedEntities = [];
  for (const name of defaultEntities) {
    safePush(toBeProducedEntities, {
      type: name,
      indexInType: producedLinks[name].length,
      depth: 0
    });
    safePush(producedLinks[name], createEmptyLinksInstanceFor(relations, name));
  }
  return {
    producedLinks,
    toBeProducedEntities,
    nextIndex: 0
  };
}
function buildEntityStepArbitrary(relations, inversedRelations, lastState, offset) {
  const lastProducedLinks = lastState.producedLinks;
  const currentEntity = lastState.toBeProducedEntities[lastState.nextIndex + offset];
  const currentRelations = relations[currentEntity.type];
  const currentEntityDepth = createDepthIdentifier();
  currentEntityDepth.depth = currentEntity.depth;
  const subArbitraries = [];
  const linkContexts = [];
  for (const name in currentRelations) {
    const relation = currentRelations[name];
    if (relation.arity === "inverse") continue;
    const targetType = relation.type;
    const countInTargetType = lastProducedLinks[targetType].length;
    safePush(subArbitraries, buildLinkIndexArbitrary(relation.arity, relation.strategy || "any", targetType === currentEntity.type ? currentEntity.indexInType : void 0, countInTargetType, currentEntityDepth));
    safePush(linkContexts, {
      name,
      relation,
      sentinelLinkIndex: countInTargetType
    });
  }
  if (subArbitraries.length === 0) return;
  return tuple(...subArbitraries).map((results) => {
    const state = draftNextProductionState(lastState, offset);
    for (let resultIndex = 0; resultIndex !== results.length; ++resultIndex) {
      const linkOrLinks = results[resultIndex];
      const { name, relation, sentinelLinkIndex } = linkContexts[resultIndex];
      const effectiveLinks = [];
      const links = linkOrLinks === void 0 ? [] : typeof linkOrLinks === "number" ? [linkOrLinks] : linkOrLinks;
      for (const link of links) {
        let newEntityIndexInType;
        if (link >= sentinelLinkIndex) newEntityIndexInType = state.enqueueNewEntity(relations, relation.type);
        else newEntityIndexInType = link;
        safePush(effectiveLinks, newEntityIndexInType);
        const inversed = safeMapGet(inversedRelations, relation);
        if (inversed !== void 0) state.appendBackReference(relation.type, newEntityIndexInType, inversed.property);
      }
      state.setOutboundLink(name, {
        type: relation.type,
        index: linkOrLinks === void 0 ? void 0 : typeof linkOrLinks === "number" ? effectiveLinks[0] : effectiveLinks
      });
    }
    return state.commit();
  });
}
function onTheFlyLinksForEntityGraph(relations, defaultEntities) {
  assertAcceptableRelations(relations);
  const inversedRelations = buildInversedRelationsMapping(relations);
  return chainUntil(constant(buildInitialProductionState(relations, defaultEntities)), (state) => {
    if (state.nextIndex >= state.toBeProducedEntities.length) return;
    let offset = 0;
    let next2 = void 0;
    while (next2 === void 0 && state.nextIndex + offset < state.toBeProducedEntities.length) {
      next2 = buildEntityStepArbitrary(relations, inversedRelations, state, offset);
      offset += 1;
    }
    return next2;
  }).map((state) => {
    return state.producedLinks;
  });
}
var safeObjectKeys$1 = Object.keys;
var safeObjectGetOwnPropertySymbols$1 = Object.getOwnPropertySymbols;
var safeObjectGetOwnPropertyDescriptor$1 = Object.getOwnPropertyDescriptor;
function extractEnumerableKeys(instance) {
  const keys = safeObjectKeys$1(instance);
  const symbols = safeObjectGetOwnPropertySymbols$1(instance);
  for (let index = 0; index !== symbols.length; ++index) {
    const symbol = symbols[index];
    const descriptor = safeObjectGetOwnPropertyDescriptor$1(instance, symbol);
    if (descriptor && descriptor.enumerable) keys.push(symbol);
  }
  return keys;
}
var safeObjectCreate$2 = Object.create;
var safeObjectDefineProperty = Object.defineProperty;
var safeObjectGetOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
var safeObjectGetOwnPropertyNames = Object.getOwnPropertyNames;
var safeObjectGetOwnPropertySymbols = Object.getOwnPropertySymbols;
function buildValuesAndSeparateKeysToObjectMapper(keys, noKeyValue2) {
  return function valuesAndSeparateKeysToObjectMapper(definition) {
    const obj = definition[definition.length - 1] ? safeObjectCreate$2(null) : {};
    for (let idx = 0; idx !== keys.length; ++idx) {
      const valueWrapper = definition[idx];
      if (valueWrapper !== noKeyValue2) {
        const key = keys[idx];
        if (key === "__proto__") safeObjectDefineProperty(obj, key, {
          value: valueWrapper,
          configurable: true,
          enumerable: true,
          writable: true
        });
        else obj[key] = valueWrapper;
      }
    }
    return obj;
  };
}
function buildValuesAndSeparateKeysToObjectUnmapper(keys, noKeyValue2) {
  return function valuesAndSeparateKeysToObjectUnmapper(value) {
    if (typeof value !== "object" || value === null) throw new Error("Incompatible instance received: should be a non-null object");
    const hasNullPrototype = Object.getPrototypeOf(value) === null;
    const hasObjectPrototype = "constructor" in value && value.constructor === Object;
    if (!hasNullPrototype && !hasObjectPrototype) throw new Error("Incompatible instance received: should be of exact type Object");
    let extractedPropertiesCount = 0;
    const extractedValues = [];
    for (let idx = 0; idx !== keys.length; ++idx) {
      const descriptor = safeObjectGetOwnPropertyDescriptor(value, keys[idx]);
      if (descriptor !== void 0) {
        if (!descriptor.configurable || !descriptor.enumerable || !descriptor.writable) throw new Error("Incompatible instance received: should contain only c/e/w properties");
        if (descriptor.get !== void 0 || descriptor.set !== void 0) throw new Error("Incompatible instance received: should contain only no get/set properties");
        ++extractedPropertiesCount;
        safePush(extractedValues, descriptor.value);
      } else safePush(extractedValues, noKeyValue2);
    }
    const namePropertiesCount = safeObjectGetOwnPropertyNames(value).length;
    const symbolPropertiesCount = safeObjectGetOwnPropertySymbols(value).length;
    if (extractedPropertiesCount !== namePropertiesCount + symbolPropertiesCount) throw new Error("Incompatible instance received: should not contain extra properties");
    return [...extractedValues, hasNullPrototype];
  };
}
var noKeyValue = /* @__PURE__ */ Symbol("no-key");
function buildPartialRecordArbitrary(recordModel, requiredKeys, noNullPrototype) {
  const keys = extractEnumerableKeys(recordModel);
  const arbs = [];
  for (let index = 0; index !== keys.length; ++index) {
    const k = keys[index];
    const requiredArbitrary = recordModel[k];
    if (requiredKeys === void 0 || safeIndexOf(requiredKeys, k) !== -1) safePush(arbs, requiredArbitrary);
    else safePush(arbs, option(requiredArbitrary, { nil: noKeyValue }));
  }
  return tuple(...arbs, noNullPrototype ? constant(false) : boolean()).map(buildValuesAndSeparateKeysToObjectMapper(keys, noKeyValue), buildValuesAndSeparateKeysToObjectUnmapper(keys, noKeyValue));
}
function record(recordModel, constraints) {
  const noNullPrototype = constraints !== void 0 && !!constraints.noNullPrototype;
  if (constraints === void 0) return buildPartialRecordArbitrary(recordModel, void 0, noNullPrototype);
  if (!("requiredKeys" in constraints && constraints.requiredKeys !== void 0)) return buildPartialRecordArbitrary(recordModel, void 0, noNullPrototype);
  const requiredKeys = ("requiredKeys" in constraints ? constraints.requiredKeys : void 0) || [];
  for (let idx = 0; idx !== requiredKeys.length; ++idx) {
    const descriptor = Object.getOwnPropertyDescriptor(recordModel, requiredKeys[idx]);
    if (descriptor === void 0) throw new Error(`requiredKeys cannot reference keys that have not been defined in recordModel`);
    if (!descriptor.enumerable) throw new Error(`requiredKeys cannot reference keys that are not enumerable in recordModel`);
  }
  return buildPartialRecordArbitrary(recordModel, requiredKeys, noNullPrototype);
}
var safeObjectCreate$1 = Object.create;
function unlinkedEntitiesForEntityGraph(arbitraries, countFor, unicityConstraintsFor, constraints) {
  const recordModel = safeObjectCreate$1(null);
  for (const name in arbitraries) {
    const entityRecordModel = arbitraries[name];
    const entityArbitrary = record(entityRecordModel, constraints);
    const count = countFor(name);
    const unicityConstraints = unicityConstraintsFor(name);
    const arrayConstraints = {
      minLength: count,
      maxLength: count
    };
    recordModel[name] = unicityConstraints !== void 0 ? uniqueArray(entityArbitrary, {
      ...arrayConstraints,
      selector: unicityConstraints
    }) : array(entityArbitrary, arrayConstraints);
  }
  return record(recordModel);
}
var safeObjectCreate = Object.create;
var safeObjectKeys = Object.keys;
function entityGraph(arbitraries, relations, constraints = {}) {
  const allKeys = safeObjectKeys(arbitraries);
  const initialPoolConstraints = constraints.initialPoolConstraints || safeObjectCreate(null);
  const unicityConstraints = constraints.unicityConstraints || safeObjectCreate(null);
  const unlinkedContraints = { noNullPrototype: constraints.noNullPrototype };
  return initialPoolForEntityGraph(allKeys, initialPoolConstraints).chain((defaultEntities) => onTheFlyLinksForEntityGraph(relations, defaultEntities).chain((producedLinks) => unlinkedEntitiesForEntityGraph(arbitraries, (name) => producedLinks[name].length, (name) => unicityConstraints[name], unlinkedContraints).map((unlinkedEntities) => unlinkedToLinkedEntitiesMapper(unlinkedEntities, producedLinks))));
}
function wordsToJoinedStringMapper(words) {
  return safeJoin(safeMap(words, (w) => w[w.length - 1] === "," ? safeSubstring(w, 0, w.length - 1) : w), " ");
}
function wordsToJoinedStringUnmapperFor(wordsArbitrary) {
  return function wordsToJoinedStringUnmapper(value) {
    if (typeof value !== "string") throw new Error("Unsupported type");
    const words = [];
    for (const candidate of safeSplit(value, " ")) if (wordsArbitrary.canShrinkWithoutContext(candidate)) safePush(words, candidate);
    else if (wordsArbitrary.canShrinkWithoutContext(candidate + ",")) safePush(words, candidate + ",");
    else throw new Error("Unsupported word");
    return words;
  };
}
function wordsToSentenceMapper(words) {
  let sentence = safeJoin(words, " ");
  if (sentence[sentence.length - 1] === ",") sentence = safeSubstring(sentence, 0, sentence.length - 1);
  return safeToUpperCase(sentence[0]) + safeSubstring(sentence, 1) + ".";
}
function wordsToSentenceUnmapperFor(wordsArbitrary) {
  return function wordsToSentenceUnmapper(value) {
    if (typeof value !== "string") throw new Error("Unsupported type");
    if (value.length < 2 || value[value.length - 1] !== "." || value[value.length - 2] === "," || safeToUpperCase(safeToLowerCase(value[0])) !== value[0]) throw new Error("Unsupported value");
    const adaptedValue = safeToLowerCase(value[0]) + safeSubstring(value, 1, value.length - 1);
    const words = [];
    const candidates = safeSplit(adaptedValue, " ");
    for (let idx = 0; idx !== candidates.length; ++idx) {
      const candidate = candidates[idx];
      if (wordsArbitrary.canShrinkWithoutContext(candidate)) safePush(words, candidate);
      else if (idx === candidates.length - 1 && wordsArbitrary.canShrinkWithoutContext(candidate + ",")) safePush(words, candidate + ",");
      else throw new Error("Unsupported word");
    }
    return words;
  };
}
function sentencesToParagraphMapper(sentences) {
  return safeJoin(sentences, " ");
}
function sentencesToParagraphUnmapper(value) {
  if (typeof value !== "string") throw new Error("Unsupported type");
  const sentences = safeSplit(value, ". ");
  for (let idx = 0; idx < sentences.length - 1; ++idx) sentences[idx] += ".";
  return sentences;
}
var h = (v, w) => {
  return {
    arbitrary: constant(v),
    weight: w
  };
};
function loremWord() {
  return oneof(h("non", 6), h("adipiscing", 5), h("ligula", 5), h("enim", 5), h("pellentesque", 5), h("in", 5), h("augue", 5), h("et", 5), h("nulla", 5), h("lorem", 4), h("sit", 4), h("sed", 4), h("diam", 4), h("fermentum", 4), h("ut", 4), h("eu", 4), h("aliquam", 4), h("mauris", 4), h("vitae", 4), h("felis", 4), h("ipsum", 3), h("dolor", 3), h("amet,", 3), h("elit", 3), h("euismod", 3), h("mi", 3), h("orci", 3), h("erat", 3), h("praesent", 3), h("egestas", 3), h("leo", 3), h("vel", 3), h("sapien", 3), h("integer", 3), h("curabitur", 3), h("convallis", 3), h("purus", 3), h("risus", 2), h("suspendisse", 2), h("lectus", 2), h("nec,", 2), h("ultricies", 2), h("sed,", 2), h("cras", 2), h("elementum", 2), h("ultrices", 2), h("maecenas", 2), h("massa,", 2), h("varius", 2), h("a,", 2), h("semper", 2), h("proin", 2), h("nec", 2), h("nisl", 2), h("amet", 2), h("duis", 2), h("congue", 2), h("libero", 2), h("vestibulum", 2), h("pede", 2), h("blandit", 2), h("sodales", 2), h("ante", 2), h("nibh", 2), h("ac", 2), h("aenean", 2), h("massa", 2), h("suscipit", 2), h("sollicitudin", 2), h("fusce", 2), h("tempus", 2), h("aliquam,", 2), h("nunc", 2), h("ullamcorper", 2), h("rhoncus", 2), h("metus", 2), h("faucibus,", 2), h("justo", 2), h("magna", 2), h("at", 2), h("tincidunt", 2), h("consectetur", 1), h("tortor,", 1), h("dignissim", 1), h("congue,", 1), h("non,", 1), h("porttitor,", 1), h("nonummy", 1), h("molestie,", 1), h("est", 1), h("eleifend", 1), h("mi,", 1), h("arcu", 1), h("scelerisque", 1), h("vitae,", 1), h("consequat", 1), h("in,", 1), h("pretium", 1), h("volutpat", 1), h("pharetra", 1), h("tempor", 1), h("bibendum", 1), h("odio", 1), h("dui", 1), h("primis", 1), h("faucibus", 1), h("luctus", 1), h("posuere", 1), h("cubilia", 1), h("curae,", 1), h("hendrerit", 1), h("velit", 1), h("mauris,", 1), h("gravida", 1), h("ornare", 1), h("ut,", 1), h("pulvinar", 1), h("varius,", 1), h("turpis", 1), h("nibh,", 1), h("eros", 1), h("id", 1), h("aliquet", 1), h("quis", 1), h("lobortis", 1), h("consectetuer", 1), h("morbi", 1), h("vehicula", 1), h("tortor", 1), h("tellus,", 1), h("id,", 1), h("eu,", 1), h("quam", 1), h("feugiat,", 1), h("posuere,", 1), h("iaculis", 1), h("lectus,", 1), h("tristique", 1), h("mollis,", 1), h("nisl,", 1), h("vulputate", 1), h("sem", 1), h("vivamus", 1), h("placerat", 1), h("imperdiet", 1), h("cursus", 1), h("rutrum", 1), h("iaculis,", 1), h("augue,", 1), h("lacus", 1));
}
function lorem(constraints = {}) {
  const { maxCount, mode = "words", size } = constraints;
  if (maxCount !== void 0 && maxCount < 1) throw new Error(`lorem has to produce at least one word/sentence`);
  const wordArbitrary = loremWord();
  if (mode === "sentences") return array(array(wordArbitrary, {
    minLength: 1,
    size: "small"
  }).map(wordsToSentenceMapper, wordsToSentenceUnmapperFor(wordArbitrary)), {
    minLength: 1,
    maxLength: maxCount,
    size
  }).map(sentencesToParagraphMapper, sentencesToParagraphUnmapper);
  else return array(wordArbitrary, {
    minLength: 1,
    maxLength: maxCount,
    size
  }).map(wordsToJoinedStringMapper, wordsToJoinedStringUnmapperFor(wordArbitrary));
}
function arrayToMapMapper(data) {
  return new Map(data);
}
function arrayToMapUnmapper(value) {
  if (typeof value !== "object" || value === null) throw new Error("Incompatible instance received: should be a non-null object");
  if (!("constructor" in value) || value.constructor !== Map) throw new Error("Incompatible instance received: should be of exact type Map");
  return Array.from(value);
}
function mapKeyExtractor(entry) {
  return entry[0];
}
function map(keyArb, valueArb, constraints = {}) {
  return uniqueArray(tuple(keyArb, valueArb), {
    minLength: constraints.minKeys,
    maxLength: constraints.maxKeys,
    size: constraints.size,
    selector: mapKeyExtractor,
    depthIdentifier: constraints.depthIdentifier,
    comparator: "SameValueZero"
  }).map(arrayToMapMapper, arrayToMapUnmapper);
}
var contextRemainingDepth = 10;
function memo(builder) {
  const previous = {};
  return ((maxDepth) => {
    const n = maxDepth !== void 0 ? maxDepth : contextRemainingDepth;
    if (!safeHasOwnProperty(previous, n)) {
      const prev = contextRemainingDepth;
      contextRemainingDepth = n - 1;
      previous[n] = builder(n);
      contextRemainingDepth = prev;
    }
    return previous[n];
  });
}
function countToggledBits(n) {
  let count = 0;
  while (n > SBigInt2(0)) {
    if (n & SBigInt2(1)) ++count;
    n >>= SBigInt2(1);
  }
  return count;
}
function computeNextFlags(flags, nextSize) {
  const allowedMask = (SBigInt2(1) << SBigInt2(nextSize)) - SBigInt2(1);
  const preservedFlags = flags & allowedMask;
  let numMissingFlags = countToggledBits(flags - preservedFlags);
  let nFlags = preservedFlags;
  for (let mask = SBigInt2(1); mask <= allowedMask && numMissingFlags !== 0; mask <<= SBigInt2(1)) if (!(nFlags & mask)) {
    nFlags |= mask;
    --numMissingFlags;
  }
  return nFlags;
}
function computeTogglePositions(chars, toggleCase) {
  const positions = [];
  for (let idx = chars.length - 1; idx !== -1; --idx) if (toggleCase(chars[idx]) !== chars[idx]) safePush(positions, idx);
  return positions;
}
function computeFlagsFromChars(untoggledChars, toggledChars, togglePositions) {
  let flags = SBigInt2(0);
  for (let idx = 0, mask = SBigInt2(1); idx !== togglePositions.length; ++idx, mask <<= SBigInt2(1)) if (untoggledChars[togglePositions[idx]] !== toggledChars[togglePositions[idx]]) flags |= mask;
  return flags;
}
function applyFlagsOnChars(chars, flags, togglePositions, toggleCase) {
  for (let idx = 0, mask = SBigInt2(1); idx !== togglePositions.length; ++idx, mask <<= SBigInt2(1)) if (flags & mask) chars[togglePositions[idx]] = toggleCase(chars[togglePositions[idx]]);
}
var MixedCaseArbitrary = class extends Arbitrary {
  constructor(stringArb, toggleCase, untoggleAll) {
    super();
    this.stringArb = stringArb;
    this.toggleCase = toggleCase;
    this.untoggleAll = untoggleAll;
  }
  /**
  * Create a proper context
  * @param rawStringValue
  * @param flagsValue
  */
  buildContextFor(rawStringValue, flagsValue) {
    return {
      rawString: rawStringValue.value,
      rawStringContext: rawStringValue.context,
      flags: flagsValue.value,
      flagsContext: flagsValue.context
    };
  }
  generate(mrng, biasFactor) {
    const rawStringValue = this.stringArb.generate(mrng, biasFactor);
    const chars = [...rawStringValue.value];
    const togglePositions = computeTogglePositions(chars, this.toggleCase);
    const flagsValue = bigInt(SBigInt2(0), (SBigInt2(1) << SBigInt2(togglePositions.length)) - SBigInt2(1)).generate(mrng, void 0);
    applyFlagsOnChars(chars, flagsValue.value, togglePositions, this.toggleCase);
    return new Value(safeJoin(chars, ""), this.buildContextFor(rawStringValue, flagsValue));
  }
  canShrinkWithoutContext(value) {
    if (typeof value !== "string") return false;
    return this.untoggleAll !== void 0 ? this.stringArb.canShrinkWithoutContext(this.untoggleAll(value)) : this.stringArb.canShrinkWithoutContext(value);
  }
  shrink(value, context2) {
    let contextSafe;
    if (context2 !== void 0) contextSafe = context2;
    else if (this.untoggleAll !== void 0) {
      const untoggledValue = this.untoggleAll(value);
      const valueChars = [...value];
      const untoggledValueChars = [...untoggledValue];
      contextSafe = {
        rawString: untoggledValue,
        rawStringContext: void 0,
        flags: computeFlagsFromChars(untoggledValueChars, valueChars, computeTogglePositions(untoggledValueChars, this.toggleCase)),
        flagsContext: void 0
      };
    } else contextSafe = {
      rawString: value,
      rawStringContext: void 0,
      flags: SBigInt2(0),
      flagsContext: void 0
    };
    const rawString = contextSafe.rawString;
    const flags = contextSafe.flags;
    return this.stringArb.shrink(rawString, contextSafe.rawStringContext).map((nRawStringValue) => {
      const nChars = [...nRawStringValue.value];
      const nTogglePositions = computeTogglePositions(nChars, this.toggleCase);
      const nFlags = computeNextFlags(flags, nTogglePositions.length);
      applyFlagsOnChars(nChars, nFlags, nTogglePositions, this.toggleCase);
      return new Value(safeJoin(nChars, ""), this.buildContextFor(nRawStringValue, new Value(nFlags, void 0)));
    }).join(makeLazy(() => {
      const chars = [...rawString];
      const togglePositions = computeTogglePositions(chars, this.toggleCase);
      return bigInt(SBigInt2(0), (SBigInt2(1) << SBigInt2(togglePositions.length)) - SBigInt2(1)).shrink(flags, contextSafe.flagsContext).map((nFlagsValue) => {
        const nChars = safeSlice(chars);
        applyFlagsOnChars(nChars, nFlagsValue.value, togglePositions, this.toggleCase);
        return new Value(safeJoin(nChars, ""), this.buildContextFor(new Value(rawString, contextSafe.rawStringContext), nFlagsValue));
      });
    }));
  }
};
function defaultToggleCase(rawChar) {
  const upper = safeToUpperCase(rawChar);
  if (upper !== rawChar) return upper;
  return safeToLowerCase(rawChar);
}
function mixedCase(stringArb, constraints) {
  return new MixedCaseArbitrary(stringArb, constraints && constraints.toggleCase || defaultToggleCase, constraints && constraints.untoggleAll);
}
function toTypedMapper$1(data) {
  return SFloat32Array.from(data);
}
function fromTypedUnmapper$1(value) {
  if (!(value instanceof SFloat32Array)) throw new Error("Unexpected type");
  return [...value];
}
function float32Array(constraints = {}) {
  return array(float(constraints), constraints).map(toTypedMapper$1, fromTypedUnmapper$1);
}
function toTypedMapper(data) {
  return SFloat64Array.from(data);
}
function fromTypedUnmapper(value) {
  if (!(value instanceof SFloat64Array)) throw new Error("Unexpected type");
  return [...value];
}
function float64Array(constraints = {}) {
  return array(double(constraints), constraints).map(toTypedMapper, fromTypedUnmapper);
}
function typedIntArrayArbitraryArbitraryBuilder(constraints, defaultMin, defaultMax, TypedArrayClass, arbitraryBuilder) {
  const generatorName = TypedArrayClass.name;
  const { min = defaultMin, max = defaultMax, ...arrayConstraints } = constraints;
  if (min > max) throw new Error(`Invalid range passed to ${generatorName}: min must be lower than or equal to max`);
  if (min < defaultMin) throw new Error(`Invalid min value passed to ${generatorName}: min must be greater than or equal to ${defaultMin}`);
  if (max > defaultMax) throw new Error(`Invalid max value passed to ${generatorName}: max must be lower than or equal to ${defaultMax}`);
  return array(arbitraryBuilder({
    min,
    max
  }), arrayConstraints).map((data) => TypedArrayClass.from(data), (value) => {
    if (!(value instanceof TypedArrayClass)) throw new Error("Invalid type");
    return [...value];
  });
}
function int16Array(constraints = {}) {
  return typedIntArrayArbitraryArbitraryBuilder(constraints, -32768, 32767, SInt16Array, integer);
}
function int32Array(constraints = {}) {
  return typedIntArrayArbitraryArbitraryBuilder(constraints, -2147483648, 2147483647, SInt32Array, integer);
}
function int8Array(constraints = {}) {
  return typedIntArrayArbitraryArbitraryBuilder(constraints, -128, 127, SInt8Array, integer);
}
function uint16Array(constraints = {}) {
  return typedIntArrayArbitraryArbitraryBuilder(constraints, 0, 65535, SUint16Array, integer);
}
function uint32Array(constraints = {}) {
  return typedIntArrayArbitraryArbitraryBuilder(constraints, 0, 4294967295, SUint32Array, integer);
}
function uint8Array(constraints = {}) {
  return typedIntArrayArbitraryArbitraryBuilder(constraints, 0, 255, SUint8Array, integer);
}
function uint8ClampedArray(constraints = {}) {
  return typedIntArrayArbitraryArbitraryBuilder(constraints, 0, 255, SUint8ClampedArray, integer);
}
function isSafeContext(context2) {
  return context2 !== void 0;
}
function toGeneratorValue(value) {
  if (value.hasToBeCloned) return new Value(value.value_, { generatorContext: value.context }, () => value.value);
  return new Value(value.value_, { generatorContext: value.context });
}
function toShrinkerValue(value) {
  if (value.hasToBeCloned) return new Value(value.value_, { shrinkerContext: value.context }, () => value.value);
  return new Value(value.value_, { shrinkerContext: value.context });
}
var WithShrinkFromOtherArbitrary = class extends Arbitrary {
  constructor(generatorArbitrary, shrinkerArbitrary) {
    super();
    this.generatorArbitrary = generatorArbitrary;
    this.shrinkerArbitrary = shrinkerArbitrary;
  }
  generate(mrng, biasFactor) {
    return toGeneratorValue(this.generatorArbitrary.generate(mrng, biasFactor));
  }
  canShrinkWithoutContext(value) {
    return this.shrinkerArbitrary.canShrinkWithoutContext(value);
  }
  shrink(value, context2) {
    if (!isSafeContext(context2)) return this.shrinkerArbitrary.shrink(value, void 0).map(toShrinkerValue);
    if ("generatorContext" in context2) return this.generatorArbitrary.shrink(value, context2.generatorContext).map(toGeneratorValue);
    return this.shrinkerArbitrary.shrink(value, context2.shrinkerContext).map(toShrinkerValue);
  }
};
function restrictedIntegerArbitraryBuilder(min, maxGenerated, max) {
  const generatorArbitrary = integer({
    min,
    max: maxGenerated
  });
  if (maxGenerated === max) return generatorArbitrary;
  return new WithShrinkFromOtherArbitrary(generatorArbitrary, integer({
    min,
    max
  }));
}
var safeMathMin$1 = Math.min;
var safeMathMax = Math.max;
var safeArrayIsArray$1 = SArray.isArray;
var safeObjectEntries = Object.entries;
function extractMaxIndex(indexesAndValues) {
  let maxIndex = -1;
  for (let index = 0; index !== indexesAndValues.length; ++index) maxIndex = safeMathMax(maxIndex, indexesAndValues[index][0]);
  return maxIndex;
}
function arrayFromItems(length, indexesAndValues) {
  const array2 = SArray(length);
  for (let index = 0; index !== indexesAndValues.length; ++index) {
    const it = indexesAndValues[index];
    if (it[0] < length) array2[it[0]] = it[1];
  }
  return array2;
}
function sparseArray(arb, constraints = {}) {
  const { size, minNumElements = 0, maxLength = MaxLengthUpperBound, maxNumElements = maxLength, noTrailingHole, depthIdentifier } = constraints;
  const maxGeneratedLength = maxGeneratedLengthFromSizeForArbitrary(size, maxGeneratedLengthFromSizeForArbitrary(size, minNumElements, maxNumElements, constraints.maxNumElements !== void 0), maxLength, constraints.maxLength !== void 0);
  if (minNumElements > maxLength) throw new Error(`The minimal number of non-hole elements cannot be higher than the maximal length of the array`);
  if (minNumElements > maxNumElements) throw new Error(`The minimal number of non-hole elements cannot be higher than the maximal number of non-holes`);
  const resultedMaxNumElements = safeMathMin$1(maxNumElements, maxLength);
  const resultedSizeMaxNumElements = constraints.maxNumElements !== void 0 || size !== void 0 ? size : "=";
  const sparseArrayNoTrailingHole = uniqueArray(tuple(restrictedIntegerArbitraryBuilder(0, safeMathMax(maxGeneratedLength - 1, 0), safeMathMax(maxLength - 1, 0)), arb), {
    size: resultedSizeMaxNumElements,
    minLength: minNumElements,
    maxLength: resultedMaxNumElements,
    selector: (item) => item[0],
    depthIdentifier
  }).map((items2) => {
    return arrayFromItems(extractMaxIndex(items2) + 1, items2);
  }, (value) => {
    if (!safeArrayIsArray$1(value)) throw new Error("Not supported entry type");
    if (noTrailingHole && value.length !== 0 && !(value.length - 1 in value)) throw new Error("No trailing hole");
    return safeMap(safeObjectEntries(value), (entry) => [Number(entry[0]), entry[1]]);
  });
  if (noTrailingHole || maxLength === minNumElements) return sparseArrayNoTrailingHole;
  return tuple(sparseArrayNoTrailingHole, restrictedIntegerArbitraryBuilder(minNumElements, maxGeneratedLength, maxLength)).map((data) => {
    const sparse = data[0];
    const targetLength = data[1];
    if (sparse.length >= targetLength) return sparse;
    const longerSparse = safeSlice(sparse);
    longerSparse.length = targetLength;
    return longerSparse;
  }, (value) => {
    if (!safeArrayIsArray$1(value)) throw new Error("Not supported entry type");
    return [value, value.length];
  });
}
function arrayToSetMapper(data) {
  return new Set(data);
}
function arrayToSetUnmapper(value) {
  if (typeof value !== "object" || value === null) throw new Error("Incompatible instance received: should be a non-null object");
  if (!("constructor" in value) || value.constructor !== Set) throw new Error("Incompatible instance received: should be of exact type Set");
  return Array.from(value);
}
function set(arb, constraints = {}) {
  return uniqueArray(arb, {
    minLength: constraints.minLength,
    maxLength: constraints.maxLength,
    size: constraints.size,
    depthIdentifier: constraints.depthIdentifier,
    comparator: "SameValueZero"
  }).map(arrayToSetMapper, arrayToSetUnmapper);
}
function dictOf(ka, va, maxKeys, size, depthIdentifier, withNullPrototype) {
  return dictionary(ka, va, {
    maxKeys,
    noNullPrototype: !withNullPrototype,
    size,
    depthIdentifier
  });
}
function typedArray(constraints) {
  return oneof(int8Array(constraints), uint8Array(constraints), uint8ClampedArray(constraints), int16Array(constraints), uint16Array(constraints), int32Array(constraints), uint32Array(constraints), float32Array(constraints), float64Array(constraints));
}
function anyArbitraryBuilder(constraints) {
  const arbitrariesForBase = constraints.values;
  const depthSize = constraints.depthSize;
  const depthIdentifier = createDepthIdentifier();
  const maxDepth = constraints.maxDepth;
  const maxKeys = constraints.maxKeys;
  const size = constraints.size;
  const baseArb = oneof(...arbitrariesForBase, ...constraints.withBigInt ? [bigInt()] : [], ...constraints.withDate ? [date()] : []);
  return letrec((tie) => ({
    anything: oneof({
      maxDepth,
      depthSize,
      depthIdentifier
    }, baseArb, tie("array"), tie("object"), ...constraints.withMap ? [tie("map")] : [], ...constraints.withSet ? [tie("set")] : [], ...constraints.withObjectString ? [tie("anything").map((o) => stringify(o))] : [], ...constraints.withTypedArray ? [typedArray({
      maxLength: maxKeys,
      size
    })] : [], ...constraints.withSparseArray ? [sparseArray(tie("anything"), {
      maxNumElements: maxKeys,
      size,
      depthIdentifier
    })] : []),
    keys: constraints.withObjectString ? oneof({
      arbitrary: constraints.key,
      weight: 10
    }, {
      arbitrary: tie("anything").map((o) => stringify(o)),
      weight: 1
    }) : constraints.key,
    array: array(tie("anything"), {
      maxLength: maxKeys,
      size,
      depthIdentifier
    }),
    set: set(tie("anything"), {
      maxLength: maxKeys,
      size,
      depthIdentifier
    }),
    map: oneof(map(tie("keys"), tie("anything"), {
      maxKeys,
      size,
      depthIdentifier
    }), map(tie("anything"), tie("anything"), {
      maxKeys,
      size,
      depthIdentifier
    })),
    object: dictOf(tie("keys"), tie("anything"), maxKeys, size, depthIdentifier, constraints.withNullPrototype)
  })).anything;
}
function unboxedToBoxedMapper(value) {
  switch (typeof value) {
    case "boolean":
      return new SBoolean(value);
    case "number":
      return new SNumber(value);
    case "string":
      return new SString(value);
    default:
      return value;
  }
}
function unboxedToBoxedUnmapper(value) {
  if (typeof value !== "object" || value === null || !("constructor" in value)) return value;
  return value.constructor === SBoolean || value.constructor === SNumber || value.constructor === SString ? value.valueOf() : value;
}
function boxedArbitraryBuilder(arb) {
  return arb.map(unboxedToBoxedMapper, unboxedToBoxedUnmapper);
}
function defaultValues(constraints, stringArbitrary) {
  return [
    boolean(),
    maxSafeInteger(),
    double(),
    stringArbitrary(constraints),
    oneof(stringArbitrary(constraints), constant(null), constant(void 0))
  ];
}
function boxArbitraries(arbs) {
  return arbs.map((arb) => boxedArbitraryBuilder(arb));
}
function boxArbitrariesIfNeeded(arbs, boxEnabled) {
  return boxEnabled ? boxArbitraries(arbs).concat(arbs) : arbs;
}
function toQualifiedObjectConstraints(settings = {}) {
  const valueConstraints = {
    size: settings.size,
    unit: "stringUnit" in settings ? settings.stringUnit : settings.withUnicodeString ? "binary" : void 0
  };
  return {
    key: settings.key !== void 0 ? settings.key : string(valueConstraints),
    values: boxArbitrariesIfNeeded(settings.values !== void 0 ? settings.values : defaultValues(valueConstraints, string), settings.withBoxedValues === true),
    depthSize: settings.depthSize,
    maxDepth: settings.maxDepth,
    maxKeys: settings.maxKeys,
    size: settings.size,
    withSet: settings.withSet === true,
    withMap: settings.withMap === true,
    withObjectString: settings.withObjectString === true,
    withNullPrototype: settings.withNullPrototype === true,
    withBigInt: settings.withBigInt === true,
    withDate: settings.withDate === true,
    withTypedArray: settings.withTypedArray === true,
    withSparseArray: settings.withSparseArray === true
  };
}
function objectInternal(constraints) {
  return dictionary(constraints.key, anyArbitraryBuilder(constraints), {
    maxKeys: constraints.maxKeys,
    noNullPrototype: !constraints.withNullPrototype,
    size: constraints.size
  });
}
function object(constraints) {
  return objectInternal(toQualifiedObjectConstraints(constraints));
}
function jsonConstraintsBuilder(stringArbitrary, constraints) {
  const { depthSize, maxDepth } = constraints;
  return {
    key: stringArbitrary,
    values: [
      boolean(),
      double({
        noDefaultInfinity: true,
        noNaN: true
      }),
      stringArbitrary,
      constant(null)
    ],
    depthSize,
    maxDepth
  };
}
function anything(constraints) {
  return anyArbitraryBuilder(toQualifiedObjectConstraints(constraints));
}
function jsonValue(constraints = {}) {
  const noUnicodeString = constraints.noUnicodeString === void 0 || constraints.noUnicodeString === true;
  return anything(jsonConstraintsBuilder("stringUnit" in constraints ? string({ unit: constraints.stringUnit }) : noUnicodeString ? string() : string({ unit: "binary" }), constraints));
}
var safeJsonStringify = JSON.stringify;
var safeJsonParse = JSON.parse;
function jsonStringUnmapper(value) {
  if (typeof value !== "string") throw new SError("Cannot unmap the passed value");
  return safeJsonParse(value);
}
function json2(constraints = {}) {
  return jsonValue(constraints).map(safeJsonStringify, jsonStringUnmapper);
}
var safeObjectDefineProperties = Object.defineProperties;
function prettyPrint(numSeen, seenValuesStrings) {
  return `Stream(${seenValuesStrings !== void 0 ? `${safeJoin(seenValuesStrings, ",")}\u2026` : `${numSeen} emitted`})`;
}
var StreamArbitrary = class extends Arbitrary {
  constructor(arb, history) {
    super();
    this.arb = arb;
    this.history = history;
  }
  generate(mrng, biasFactor) {
    const appliedBiasFactor = biasFactor !== void 0 && mrng.nextInt(1, biasFactor) === 1 ? biasFactor : void 0;
    const enrichedProducer = () => {
      const seenValues = this.history ? [] : null;
      let numSeenValues = 0;
      const g = function* (arb, clonedMrng) {
        while (true) {
          const value = arb.generate(clonedMrng, appliedBiasFactor).value;
          numSeenValues++;
          if (seenValues !== null) safePush(seenValues, value);
          yield value;
        }
      };
      const s = new Stream(g(this.arb, mrng.clone()));
      return safeObjectDefineProperties(s, {
        toString: { value: () => prettyPrint(numSeenValues, seenValues !== null ? seenValues.map(stringify) : void 0) },
        [toStringMethod]: { value: () => prettyPrint(numSeenValues, seenValues !== null ? seenValues.map(stringify) : void 0) },
        [asyncToStringMethod]: { value: async () => prettyPrint(numSeenValues, seenValues !== null ? await Promise.all(seenValues.map(asyncStringify)) : void 0) },
        [cloneMethod]: {
          value: enrichedProducer,
          enumerable: true
        }
      });
    };
    return new Value(enrichedProducer(), void 0);
  }
  canShrinkWithoutContext(_value) {
    return false;
  }
  shrink(_value, _context) {
    return Stream.nil();
  }
};
function infiniteStream(arb, constraints) {
  return new StreamArbitrary(arb, constraints !== void 0 && typeof constraints === "object" && "noHistory" in constraints ? !constraints.noHistory : true);
}
function codePointsToStringMapper(tab) {
  return safeJoin(tab, "");
}
function codePointsToStringUnmapper(value) {
  if (typeof value !== "string") throw new Error("Cannot unmap the passed value");
  return [...value];
}
function stringToBase64Mapper(s) {
  switch (s.length % 4) {
    case 0:
      return s;
    case 3:
      return `${s}=`;
    case 2:
      return `${s}==`;
    default:
      return safeSubstring(s, 1);
  }
}
function stringToBase64Unmapper(value) {
  if (typeof value !== "string" || value.length % 4 !== 0) throw new Error("Invalid string received");
  const lastTrailingIndex = value.indexOf("=");
  if (lastTrailingIndex === -1) return value;
  if (value.length - lastTrailingIndex > 2) throw new Error("Cannot unmap the passed value");
  return safeSubstring(value, 0, lastTrailingIndex);
}
var safeStringFromCharCode = String.fromCharCode;
function base64Mapper(v) {
  if (v < 26) return safeStringFromCharCode(v + 65);
  if (v < 52) return safeStringFromCharCode(v + 97 - 26);
  if (v < 62) return safeStringFromCharCode(v + 48 - 52);
  return v === 62 ? "+" : "/";
}
function base64Unmapper(s) {
  if (typeof s !== "string" || s.length !== 1) throw new SError("Invalid entry");
  const v = safeCharCodeAt(s, 0);
  if (v >= 65 && v <= 90) return v - 65;
  if (v >= 97 && v <= 122) return v - 97 + 26;
  if (v >= 48 && v <= 57) return v - 48 + 52;
  return v === 43 ? 62 : v === 47 ? 63 : -1;
}
function base64() {
  return integer({
    min: 0,
    max: 63
  }).map(base64Mapper, base64Unmapper);
}
function base64String(constraints = {}) {
  const { minLength: unscaledMinLength = 0, maxLength: unscaledMaxLength = MaxLengthUpperBound, size } = constraints;
  const minLength = unscaledMinLength + 3 - (unscaledMinLength + 3) % 4;
  const maxLength = unscaledMaxLength - unscaledMaxLength % 4;
  const requestedSize = constraints.maxLength === void 0 && size === void 0 ? "=" : size;
  if (minLength > maxLength) throw new SError("Minimal length should be inferior or equal to maximal length");
  if (minLength % 4 !== 0) throw new SError("Minimal length of base64 strings must be a multiple of 4");
  if (maxLength % 4 !== 0) throw new SError("Maximal length of base64 strings must be a multiple of 4");
  const charArbitrary = base64();
  return array(charArbitrary, {
    minLength,
    maxLength,
    size: requestedSize,
    experimentalCustomSlices: createSlicesForStringLegacy(charArbitrary, codePointsToStringUnmapper)
  }).map(codePointsToStringMapper, codePointsToStringUnmapper).map(stringToBase64Mapper, stringToBase64Unmapper);
}
var safeObjectIs = Object.is;
function isSubarrayOf(source, small) {
  const countMap = new SMap$2();
  let countMinusZero = 0;
  for (const sourceEntry of source) if (safeObjectIs(sourceEntry, -0)) ++countMinusZero;
  else safeMapSet(countMap, sourceEntry, (safeMapGet(countMap, sourceEntry) || 0) + 1);
  for (let index = 0; index !== small.length; ++index) {
    if (!(index in small)) return false;
    const smallEntry = small[index];
    if (safeObjectIs(smallEntry, -0)) {
      if (countMinusZero === 0) return false;
      --countMinusZero;
    } else {
      const oldCount = safeMapGet(countMap, smallEntry) || 0;
      if (oldCount === 0) return false;
      safeMapSet(countMap, smallEntry, oldCount - 1);
    }
  }
  return true;
}
var safeMathFloor$1 = Math.floor;
var safeMathLog = Math.log;
var safeArrayIsArray = Array.isArray;
var SubarrayArbitrary = class extends Arbitrary {
  constructor(originalArray, isOrdered, minLength, maxLength) {
    super();
    this.originalArray = originalArray;
    this.isOrdered = isOrdered;
    this.minLength = minLength;
    this.maxLength = maxLength;
    if (minLength < 0 || minLength > originalArray.length) throw new Error("fc.*{s|S}ubarrayOf expects the minimal length to be between 0 and the size of the original array");
    if (maxLength < 0 || maxLength > originalArray.length) throw new Error("fc.*{s|S}ubarrayOf expects the maximal length to be between 0 and the size of the original array");
    if (minLength > maxLength) throw new Error("fc.*{s|S}ubarrayOf expects the minimal length to be inferior or equal to the maximal length");
    this.lengthArb = new IntegerArbitrary(minLength, maxLength);
    this.biasedLengthArb = minLength !== maxLength ? new IntegerArbitrary(minLength, minLength + safeMathFloor$1(safeMathLog(maxLength - minLength) / safeMathLog(2))) : this.lengthArb;
  }
  generate(mrng, biasFactor) {
    const size = (biasFactor !== void 0 && mrng.nextInt(1, biasFactor) === 1 ? this.biasedLengthArb : this.lengthArb).generate(mrng, void 0);
    const sizeValue = size.value;
    const remainingElements = safeMap(this.originalArray, (_v, idx) => idx);
    const ids = [];
    for (let index = 0; index !== sizeValue; ++index) {
      const selectedIdIndex = mrng.nextInt(0, remainingElements.length - 1);
      safePush(ids, remainingElements[selectedIdIndex]);
      safeSplice(remainingElements, selectedIdIndex, 1);
    }
    if (this.isOrdered) safeSort(ids, (a, b) => a - b);
    return new Value(safeMap(ids, (i) => this.originalArray[i]), size.context);
  }
  canShrinkWithoutContext(value) {
    if (!safeArrayIsArray(value)) return false;
    if (!this.lengthArb.canShrinkWithoutContext(value.length)) return false;
    return isSubarrayOf(this.originalArray, value);
  }
  shrink(value, context2) {
    if (value.length === 0) return Stream.nil();
    return this.lengthArb.shrink(value.length, context2).map((newSize) => {
      return new Value(safeSlice(value, value.length - newSize.value), newSize.context);
    }).join(value.length > this.minLength ? makeLazy(() => this.shrink(safeSlice(value, 1), void 0).filter((newValue) => this.minLength <= newValue.value.length + 1).map((newValue) => new Value([value[0], ...newValue.value], void 0))) : Stream.nil());
  }
};
function subarray(originalArray, constraints = {}) {
  const { minLength = 0, maxLength = originalArray.length } = constraints;
  return new SubarrayArbitrary(originalArray, true, minLength, maxLength);
}
function shuffledSubarray(originalArray, constraints = {}) {
  const { minLength = 0, maxLength = originalArray.length } = constraints;
  return new SubarrayArbitrary(originalArray, false, minLength, maxLength);
}
var encodeSymbolLookupTable = {
  10: "A",
  11: "B",
  12: "C",
  13: "D",
  14: "E",
  15: "F",
  16: "G",
  17: "H",
  18: "J",
  19: "K",
  20: "M",
  21: "N",
  22: "P",
  23: "Q",
  24: "R",
  25: "S",
  26: "T",
  27: "V",
  28: "W",
  29: "X",
  30: "Y",
  31: "Z"
};
var decodeSymbolLookupTable = {
  "0": 0,
  "1": 1,
  "2": 2,
  "3": 3,
  "4": 4,
  "5": 5,
  "6": 6,
  "7": 7,
  "8": 8,
  "9": 9,
  A: 10,
  B: 11,
  C: 12,
  D: 13,
  E: 14,
  F: 15,
  G: 16,
  H: 17,
  J: 18,
  K: 19,
  M: 20,
  N: 21,
  P: 22,
  Q: 23,
  R: 24,
  S: 25,
  T: 26,
  V: 27,
  W: 28,
  X: 29,
  Y: 30,
  Z: 31
};
function encodeSymbol(symbol) {
  return symbol < 10 ? SString(symbol) : encodeSymbolLookupTable[symbol];
}
function pad(value, paddingLength) {
  let extraPadding = "";
  while (value.length + extraPadding.length < paddingLength) extraPadding += "0";
  return extraPadding + value;
}
function smallUintToBase32StringMapper(num) {
  let base32Str = "";
  for (let remaining = num; remaining !== 0; ) {
    const next2 = remaining >> 5;
    base32Str = encodeSymbol(remaining - (next2 << 5)) + base32Str;
    remaining = next2;
  }
  return base32Str;
}
function uintToBase32StringMapper(num, paddingLength) {
  const head = ~~(num / 1073741824);
  const tail = num & 1073741823;
  return pad(smallUintToBase32StringMapper(head), paddingLength - 6) + pad(smallUintToBase32StringMapper(tail), 6);
}
function paddedUintToBase32StringMapper(paddingLength) {
  return function padded(num) {
    return uintToBase32StringMapper(num, paddingLength);
  };
}
function uintToBase32StringUnmapper(value) {
  if (typeof value !== "string") throw new SError("Unsupported type");
  let accumulated = 0;
  let power = 1;
  for (let index = value.length - 1; index >= 0; --index) {
    const char = value[index];
    const numericForChar = decodeSymbolLookupTable[char];
    if (numericForChar === void 0) throw new SError("Unsupported type");
    accumulated += numericForChar * power;
    power *= 32;
  }
  return accumulated;
}
var padded10Mapper = paddedUintToBase32StringMapper(10);
var padded8Mapper = paddedUintToBase32StringMapper(8);
function ulidMapper(parts) {
  return padded10Mapper(parts[0]) + padded8Mapper(parts[1]) + padded8Mapper(parts[2]);
}
function ulidUnmapper(value) {
  if (typeof value !== "string" || value.length !== 26) throw new Error("Unsupported type");
  return [
    uintToBase32StringUnmapper(value.slice(0, 10)),
    uintToBase32StringUnmapper(value.slice(10, 18)),
    uintToBase32StringUnmapper(value.slice(18))
  ];
}
function ulid() {
  return tuple(integer({
    min: 0,
    max: 281474976710655
  }), integer({
    min: 0,
    max: 1099511627775
  }), integer({
    min: 0,
    max: 1099511627775
  })).map(ulidMapper, ulidUnmapper);
}
function numberToPaddedEightMapper(n) {
  return safePadStart(safeNumberToString(n, 16), 8, "0");
}
function numberToPaddedEightUnmapper(value) {
  if (typeof value !== "string") throw new Error("Unsupported type");
  if (value.length !== 8) throw new Error("Unsupported value: invalid length");
  const n = parseInt(value, 16);
  if (value !== numberToPaddedEightMapper(n)) throw new Error("Unsupported value: invalid content");
  return n;
}
function buildPaddedNumberArbitrary(min, max) {
  return integer({
    min,
    max
  }).map(numberToPaddedEightMapper, numberToPaddedEightUnmapper);
}
function paddedEightsToUuidMapper(t) {
  return `${t[0]}-${safeSubstring(t[1], 4)}-${safeSubstring(t[1], 0, 4)}-${safeSubstring(t[2], 0, 4)}-${safeSubstring(t[2], 4)}${t[3]}`;
}
var UuidRegex = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/;
function paddedEightsToUuidUnmapper(value) {
  if (typeof value !== "string") throw new Error("Unsupported type");
  const m = UuidRegex.exec(value);
  if (m === null) throw new Error("Unsupported type");
  return [
    m[1],
    m[3] + m[2],
    m[4] + safeSubstring(m[5], 0, 4),
    safeSubstring(m[5], 4)
  ];
}
var quickNumberToHexaString = "0123456789abcdef";
function buildVersionsAppliersForUuid(versions) {
  const mapping = {};
  const reversedMapping = {};
  for (let index = 0; index !== versions.length; ++index) {
    const from = quickNumberToHexaString[index];
    const to = quickNumberToHexaString[versions[index]];
    mapping[from] = to;
    reversedMapping[to] = from;
  }
  function versionsApplierMapper(value) {
    return mapping[value[0]] + safeSubstring(value, 1);
  }
  function versionsApplierUnmapper(value) {
    if (typeof value !== "string") throw new SError("Cannot produce non-string values");
    const rev = reversedMapping[value[0]];
    if (rev === void 0) throw new SError("Cannot produce strings not starting by the version in hexa code");
    return rev + safeSubstring(value, 1);
  }
  return {
    versionsApplierMapper,
    versionsApplierUnmapper
  };
}
function assertValidVersions(versions) {
  const found2 = {};
  for (const version of versions) {
    if (found2[version]) throw new SError(`Version ${version} has been requested at least twice for uuid`);
    found2[version] = true;
    if (version < 1 || version > 15) throw new SError(`Version must be a value in [1-15] for uuid, but received ${version}`);
    if (~~version !== version) throw new SError(`Version must be an integer value for uuid, but received ${version}`);
  }
  if (versions.length === 0) throw new SError(`Must provide at least one version for uuid`);
}
function uuid(constraints = {}) {
  const padded = buildPaddedNumberArbitrary(0, 4294967295);
  const version = constraints.version !== void 0 ? typeof constraints.version === "number" ? [constraints.version] : constraints.version : [
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8
  ];
  assertValidVersions(version);
  const { versionsApplierMapper, versionsApplierUnmapper } = buildVersionsAppliersForUuid(version);
  return tuple(padded, buildPaddedNumberArbitrary(0, 268435456 * version.length - 1).map(versionsApplierMapper, versionsApplierUnmapper), buildPaddedNumberArbitrary(2147483648, 3221225471), padded).map(paddedEightsToUuidMapper, paddedEightsToUuidUnmapper);
}
function hostUserInfo(size) {
  return string({
    unit: getOrCreateAlphaNumericPercentArbitrary("-._~!$&'()*+,;=:"),
    size
  });
}
function userHostPortMapper([u, h2, p]) {
  return (u === null ? "" : `${u}@`) + h2 + (p === null ? "" : `:${p}`);
}
function userHostPortUnmapper(value) {
  if (typeof value !== "string") throw new Error("Unsupported");
  const atPosition = value.indexOf("@");
  const user = atPosition !== -1 ? value.substring(0, atPosition) : null;
  const m = /:(\d+)$/.exec(value);
  const port = m !== null ? Number(m[1]) : null;
  return [
    user,
    m !== null ? value.substring(atPosition + 1, value.length - m[1].length - 1) : value.substring(atPosition + 1),
    port
  ];
}
function bracketedMapper(s) {
  return `[${s}]`;
}
function bracketedUnmapper(value) {
  if (typeof value !== "string" || value[0] !== "[" || value[value.length - 1] !== "]") throw new Error("Unsupported");
  return value.substring(1, value.length - 1);
}
function webAuthority(constraints) {
  const c = constraints || {};
  const size = c.size;
  const hostnameArbs = [
    domain({ size }),
    ...c.withIPv4 === true ? [ipV4()] : [],
    ...c.withIPv6 === true ? [ipV6().map(bracketedMapper, bracketedUnmapper)] : [],
    ...c.withIPv4Extended === true ? [ipV4Extended()] : []
  ];
  return tuple(c.withUserInfo === true ? option(hostUserInfo(size)) : constant(null), oneof(...hostnameArbs), c.withPort === true ? option(nat(65535)) : constant(null)).map(userHostPortMapper, userHostPortUnmapper);
}
function buildUriQueryOrFragmentArbitrary(size) {
  return string({
    unit: getOrCreateAlphaNumericPercentArbitrary("-._~!$&'()*+,;=:@/?"),
    size
  });
}
function webFragments(constraints = {}) {
  return buildUriQueryOrFragmentArbitrary(constraints.size);
}
function webSegment(constraints = {}) {
  return string({
    unit: getOrCreateAlphaNumericPercentArbitrary("-._~!$&'()*+,;=:@"),
    size: constraints.size
  });
}
function segmentsToPathMapper(segments) {
  let path = "";
  for (let index = 0; index !== segments.length; ++index) path += "/" + segments[index];
  return path;
}
function segmentsToPathUnmapper(value) {
  if (typeof value !== "string") throw new Error("Incompatible value received: type");
  if (value.length !== 0 && value[0] !== "/") throw new Error("Incompatible value received: start");
  return safeSplice(safeSplit(value, "/"), 1);
}
function sqrtSize(size) {
  switch (size) {
    case "xsmall":
      return ["xsmall", "xsmall"];
    case "small":
      return ["small", "xsmall"];
    case "medium":
      return ["small", "small"];
    case "large":
      return ["medium", "small"];
    case "xlarge":
      return ["medium", "medium"];
  }
}
function buildUriPathArbitraryInternal(segmentSize, numSegmentSize) {
  return array(webSegment({ size: segmentSize }), { size: numSegmentSize }).map(segmentsToPathMapper, segmentsToPathUnmapper);
}
function buildUriPathArbitrary(resolvedSize) {
  const [segmentSize, numSegmentSize] = sqrtSize(resolvedSize);
  if (segmentSize === numSegmentSize) return buildUriPathArbitraryInternal(segmentSize, numSegmentSize);
  return oneof(buildUriPathArbitraryInternal(segmentSize, numSegmentSize), buildUriPathArbitraryInternal(numSegmentSize, segmentSize));
}
function webPath(constraints) {
  return buildUriPathArbitrary(resolveSize((constraints || {}).size));
}
function webQueryParameters(constraints = {}) {
  return buildUriQueryOrFragmentArbitrary(constraints.size);
}
function partsToUrlMapper(data) {
  const [scheme, authority, path] = data;
  return `${scheme}://${authority}${path}${data[3] === null ? "" : `?${data[3]}`}${data[4] === null ? "" : `#${data[4]}`}`;
}
var UrlSplitRegex = /^([[A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(\?[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?(#[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?$/;
function partsToUrlUnmapper(value) {
  if (typeof value !== "string") throw new Error("Incompatible value received: type");
  const m = UrlSplitRegex.exec(value);
  if (m === null) throw new Error("Incompatible value received");
  const scheme = m[1];
  const authority = m[2];
  const path = m[3];
  const query = m[4];
  const fragments = m[5];
  return [
    scheme,
    authority,
    path,
    query !== void 0 ? query.substring(1) : null,
    fragments !== void 0 ? fragments.substring(1) : null
  ];
}
function webUrl(constraints) {
  const c = constraints || {};
  const resolvedSize = resolveSize(c.size);
  const resolvedAuthoritySettingsSize = c.authoritySettings !== void 0 && c.authoritySettings.size !== void 0 ? relativeSizeToSize(c.authoritySettings.size, resolvedSize) : resolvedSize;
  const resolvedAuthoritySettings = {
    ...c.authoritySettings,
    size: resolvedAuthoritySettingsSize
  };
  return tuple(constantFrom(...c.validSchemes || ["http", "https"]), webAuthority(resolvedAuthoritySettings), webPath({ size: resolvedSize }), c.withQueryParameters === true ? option(webQueryParameters({ size: resolvedSize })) : constant(null), c.withFragments === true ? option(webFragments({ size: resolvedSize })) : constant(null)).map(partsToUrlMapper, partsToUrlUnmapper);
}
var CommandsIterable = class CommandsIterable2 {
  constructor(commands2, metadataForReplay) {
    this.commands = commands2;
    this.metadataForReplay = metadataForReplay;
    this[cloneMethod] = function() {
      return new CommandsIterable2(this.commands.map((c) => c.clone()), this.metadataForReplay);
    };
  }
  [Symbol.iterator]() {
    return this.commands[Symbol.iterator]();
  }
  toString() {
    const serializedCommands = this.commands.filter((c) => c.hasRan).map((c) => c.toString()).join(",");
    const metadata = this.metadataForReplay();
    return metadata.length !== 0 ? `${serializedCommands} /*${metadata}*/` : serializedCommands;
  }
};
var CommandWrapper = class CommandWrapper2 {
  constructor(cmd) {
    this.cmd = cmd;
    this.hasRan = false;
    if (hasToStringMethod(cmd)) {
      const method = cmd[toStringMethod];
      this[toStringMethod] = function toStringMethod2() {
        return method.call(cmd);
      };
    }
    if (hasAsyncToStringMethod(cmd)) {
      const method = cmd[asyncToStringMethod];
      this[asyncToStringMethod] = function asyncToStringMethod2() {
        return method.call(cmd);
      };
    }
  }
  check(m) {
    return this.cmd.check(m);
  }
  run(m, r) {
    this.hasRan = true;
    return this.cmd.run(m, r);
  }
  clone() {
    if (hasCloneMethod(this.cmd)) return new CommandWrapper2(this.cmd[cloneMethod]());
    return new CommandWrapper2(this.cmd);
  }
  toString() {
    return this.cmd.toString();
  }
};
var ReplayPath = class {
  /** Parse a serialized replayPath */
  static parse(replayPathStr) {
    const [serializedCount, serializedChanges] = replayPathStr.split(":");
    const counts = this.parseCounts(serializedCount);
    const changes = this.parseChanges(serializedChanges);
    return this.parseOccurences(counts, changes);
  }
  /** Stringify a replayPath */
  static stringify(replayPath) {
    const occurences = this.countOccurences(replayPath);
    return `${this.stringifyCounts(occurences)}:${this.stringifyChanges(occurences)}`;
  }
  /** Number to Base64 value */
  static intToB64(n) {
    if (n < 26) return String.fromCharCode(n + 65);
    if (n < 52) return String.fromCharCode(n + 97 - 26);
    if (n < 62) return String.fromCharCode(n + 48 - 52);
    return String.fromCharCode(n === 62 ? 43 : 47);
  }
  /** Base64 value to number */
  static b64ToInt(c) {
    if (c >= "a") return c.charCodeAt(0) - 97 + 26;
    if (c >= "A") return c.charCodeAt(0) - 65;
    if (c >= "0") return c.charCodeAt(0) - 48 + 52;
    return c === "+" ? 62 : 63;
  }
  /**
  * Divide an incoming replayPath into an array of {value, count}
  * with count is the number of consecutive occurences of value (with a max set to 64)
  *
  * Above 64, another {value, count} is created
  */
  static countOccurences(replayPath) {
    return replayPath.reduce((counts, cur) => {
      if (counts.length === 0 || counts[counts.length - 1].count === 64 || counts[counts.length - 1].value !== cur) counts.push({
        value: cur,
        count: 1
      });
      else counts[counts.length - 1].count += 1;
      return counts;
    }, []);
  }
  /**
  * Serialize an array of {value, count} back to its replayPath
  */
  static parseOccurences(counts, changes) {
    const replayPath = [];
    for (let idx = 0; idx !== counts.length; ++idx) {
      const count = counts[idx];
      const value = changes[idx];
      for (let num = 0; num !== count; ++num) replayPath.push(value);
    }
    return replayPath;
  }
  /**
  * Stringify the switch from true to false of occurences
  *
  * {value: 0}, {value: 1}, {value: 1}, {value: 0}
  * will be stringified as: 6 = (1 * 0) + (2 * 1) + (4 * 1) + (8 * 0)
  *
  * {value: 0}, {value: 1}, {value: 1}, {value: 0}, {value: 1}, {value: 0}, {value: 1}, {value: 0}
  * will be stringified as: 22, 1 [only 6 values encoded in one number]
  */
  static stringifyChanges(occurences) {
    let serializedChanges = "";
    for (let idx = 0; idx < occurences.length; idx += 6) {
      const changesInt = occurences.slice(idx, idx + 6).reduceRight((prev, cur) => (prev << 1) + (cur.value ? 1 : 0), 0);
      serializedChanges += this.intToB64(changesInt);
    }
    return serializedChanges;
  }
  /**
  * Parse switch of value
  */
  static parseChanges(serializedChanges) {
    const changesInt = serializedChanges.split("").map((c) => this.b64ToInt(c));
    const changes = [];
    for (let idx = 0; idx !== changesInt.length; ++idx) {
      let current = changesInt[idx];
      for (let n = 0; n !== 6; ++n, current >>= 1) changes.push(current % 2 === 1);
    }
    return changes;
  }
  /**
  * Stringify counts of occurences
  */
  static stringifyCounts(occurences) {
    return occurences.map(({ count }) => this.intToB64(count - 1)).join("");
  }
  /**
  * Parse counts
  */
  static parseCounts(serializedCount) {
    return serializedCount.split("").map((c) => this.b64ToInt(c) + 1);
  }
};
var CommandsArbitrary = class extends Arbitrary {
  constructor(commandArbs, maxGeneratedCommands, maxCommands, sourceReplayPath, disableReplayLog) {
    super();
    this.sourceReplayPath = sourceReplayPath;
    this.disableReplayLog = disableReplayLog;
    this.oneCommandArb = oneof(...commandArbs).map((c) => new CommandWrapper(c));
    this.lengthArb = restrictedIntegerArbitraryBuilder(0, maxGeneratedCommands, maxCommands);
    this.replayPath = [];
    this.replayPathPosition = 0;
  }
  metadataForReplay() {
    return this.disableReplayLog ? "" : `replayPath=${JSON.stringify(ReplayPath.stringify(this.replayPath))}`;
  }
  buildValueFor(items2, shrunkOnce) {
    const commands2 = items2.map((item) => item.value_);
    const context2 = {
      shrunkOnce,
      items: items2
    };
    return new Value(new CommandsIterable(commands2, () => this.metadataForReplay()), context2);
  }
  generate(mrng) {
    const sizeValue = this.lengthArb.generate(mrng, void 0).value;
    const items2 = Array(sizeValue);
    for (let idx = 0; idx !== sizeValue; ++idx) {
      const item = this.oneCommandArb.generate(mrng, void 0);
      items2[idx] = item;
    }
    this.replayPathPosition = 0;
    return this.buildValueFor(items2, false);
  }
  canShrinkWithoutContext(_value) {
    return false;
  }
  /** Filter commands based on the real status of the execution */
  filterOnExecution(itemsRaw) {
    const items2 = [];
    for (const c of itemsRaw) if (c.value_.hasRan) {
      this.replayPath.push(true);
      items2.push(c);
    } else this.replayPath.push(false);
    return items2;
  }
  /** Filter commands based on the internal replay state */
  filterOnReplay(itemsRaw) {
    return itemsRaw.filter((c, idx) => {
      const state = this.replayPath[this.replayPathPosition + idx];
      if (state === void 0) throw new Error(`Too short replayPath`);
      if (!state && c.value_.hasRan) throw new Error(`Mismatch between replayPath and real execution`);
      return state;
    });
  }
  /** Filter commands for shrinking purposes */
  filterForShrinkImpl(itemsRaw) {
    if (this.replayPathPosition === 0) this.replayPath = this.sourceReplayPath !== null ? ReplayPath.parse(this.sourceReplayPath) : [];
    const items2 = this.replayPathPosition < this.replayPath.length ? this.filterOnReplay(itemsRaw) : this.filterOnExecution(itemsRaw);
    this.replayPathPosition += itemsRaw.length;
    return items2;
  }
  shrink(_value, context2) {
    if (context2 === void 0) return Stream.nil();
    const safeContext = context2;
    const shrunkOnce = safeContext.shrunkOnce;
    const itemsRaw = safeContext.items;
    const items2 = this.filterForShrinkImpl(itemsRaw);
    if (items2.length === 0) return Stream.nil();
    const rootShrink = shrunkOnce ? Stream.nil() : new Stream([[]][Symbol.iterator]());
    const nextShrinks = [];
    for (let numToKeep = 0; numToKeep !== items2.length; ++numToKeep) nextShrinks.push(makeLazy(() => {
      const fixedStart = items2.slice(0, numToKeep);
      return this.lengthArb.shrink(items2.length - 1 - numToKeep, void 0).map((l) => fixedStart.concat(items2.slice(items2.length - (l.value + 1))));
    }));
    for (let itemAt = 0; itemAt !== items2.length; ++itemAt) nextShrinks.push(makeLazy(() => this.oneCommandArb.shrink(items2[itemAt].value_, items2[itemAt].context).map((v) => items2.slice(0, itemAt).concat([v], items2.slice(itemAt + 1)))));
    return rootShrink.join(...nextShrinks).map((shrinkables) => {
      return this.buildValueFor(shrinkables.map((c) => new Value(c.value_.clone(), c.context)), true);
    });
  }
};
function commands(commandArbs, constraints = {}) {
  const { size, maxCommands = MaxLengthUpperBound, disableReplayLog = false, replayPath = null } = constraints;
  return new CommandsArbitrary(commandArbs, maxGeneratedLengthFromSizeForArbitrary(size, 0, maxCommands, constraints.maxCommands !== void 0), maxCommands, replayPath, disableReplayLog);
}
var ScheduledCommand = class {
  constructor(s, cmd) {
    this.s = s;
    this.cmd = cmd;
  }
  async check(m) {
    let error = null;
    let checkPassed = false;
    if ((await this.s.scheduleSequence([{
      label: `check@${this.cmd.toString()}`,
      builder: async () => {
        try {
          checkPassed = await Promise.resolve(this.cmd.check(m));
        } catch (err) {
          error = err;
          throw err;
        }
      }
    }]).task).faulty) throw error;
    return checkPassed;
  }
  async run(m, r) {
    let error = null;
    if ((await this.s.scheduleSequence([{
      label: `run@${this.cmd.toString()}`,
      builder: async () => {
        try {
          await this.cmd.run(m, r);
        } catch (err) {
          error = err;
          throw err;
        }
      }
    }]).task).faulty) throw error;
  }
};
var scheduleCommands = function* (s, cmds) {
  for (const cmd of cmds) yield new ScheduledCommand(s, cmd);
};
var genericModelRun = (s, cmds, initialValue, runCmd, then) => {
  return s.then((o) => {
    const { model, real } = o;
    let state = initialValue;
    for (const c of cmds) state = then(state, () => {
      return runCmd(c, model, real);
    });
    return state;
  });
};
var internalModelRun = (s, cmds) => {
  const then = (_p, c) => c();
  const setupProducer = { then: (fun) => {
    fun(s());
  } };
  const runSync = (cmd, m, r) => {
    if (cmd.check(m)) cmd.run(m, r);
  };
  return genericModelRun(setupProducer, cmds, void 0, runSync, then);
};
var isAsyncSetup = (s) => {
  return typeof s.then === "function";
};
var internalAsyncModelRun = async (s, cmds, defaultPromise = Promise.resolve()) => {
  const then = (p, c) => p.then(c);
  const setupProducer = { then: (fun) => {
    const out = s();
    if (isAsyncSetup(out)) return out.then(fun);
    else return fun(out);
  } };
  const runAsync = async (cmd, m, r) => {
    if (await cmd.check(m)) await cmd.run(m, r);
  };
  return await genericModelRun(setupProducer, cmds, defaultPromise, runAsync, then);
};
function modelRun(s, cmds) {
  internalModelRun(s, cmds);
}
async function asyncModelRun(s, cmds) {
  await internalAsyncModelRun(s, cmds);
}
async function scheduledModelRun(scheduler2, s, cmds) {
  const scheduledCommands = scheduleCommands(scheduler2, cmds);
  const out = internalAsyncModelRun(s, scheduledCommands, scheduler2.schedule(Promise.resolve(), "startModel"));
  await scheduler2.waitFor(out);
  await scheduler2.waitAll();
}
var defaultSchedulerAct = (f) => f();
var SchedulerImplem = class SchedulerImplem2 {
  constructor(act, taskSelector) {
    this.act = act;
    this.taskSelector = taskSelector;
    this.lastTaskId = 0;
    this.sourceTaskSelector = taskSelector.clone();
    this.scheduledTasks = [];
    this.triggeredTasks = [];
    this.scheduledWatchers = [];
    this[cloneMethod] = function() {
      return new SchedulerImplem2(this.act, this.sourceTaskSelector);
    };
  }
  static buildLog(reportItem) {
    return `[task\${${reportItem.taskId}}] ${reportItem.label.length !== 0 ? `${reportItem.schedulingType}::${reportItem.label}` : reportItem.schedulingType} ${reportItem.status}${reportItem.outputValue !== void 0 ? ` with value ${escapeForTemplateString(reportItem.outputValue)}` : ""}`;
  }
  log(schedulingType, taskId, label, metadata, status, data) {
    this.triggeredTasks.push({
      status,
      schedulingType,
      taskId,
      label,
      metadata,
      outputValue: data !== void 0 ? stringify(data) : void 0
    });
  }
  scheduleInternal(schedulingType, label, task, metadata, customAct, thenTaskToBeAwaited) {
    const taskId = ++this.lastTaskId;
    let trigger = void 0;
    const scheduledPromise = new Promise((resolve3, reject) => {
      trigger = () => {
        const promise = Promise.resolve(thenTaskToBeAwaited !== void 0 ? task.then(() => thenTaskToBeAwaited()) : task);
        promise.then((data) => {
          this.log(schedulingType, taskId, label, metadata, "resolved", data);
          resolve3(data);
        }, (err) => {
          this.log(schedulingType, taskId, label, metadata, "rejected", err);
          reject(err);
        });
        return promise;
      };
    });
    this.scheduledTasks.push({
      original: task,
      trigger,
      schedulingType,
      taskId,
      label,
      metadata,
      customAct
    });
    if (this.scheduledWatchers.length !== 0) this.scheduledWatchers[0]();
    return scheduledPromise;
  }
  schedule(task, label, metadata, customAct) {
    return this.scheduleInternal("promise", label || "", task, metadata, customAct || defaultSchedulerAct);
  }
  scheduleFunction(asyncFunction, customAct) {
    return (...args) => this.scheduleInternal("function", `${asyncFunction.name}(${args.map(stringify).join(",")})`, asyncFunction(...args), void 0, customAct || defaultSchedulerAct);
  }
  scheduleSequence(sequenceBuilders, customAct) {
    const status = {
      done: false,
      faulty: false
    };
    const dummyResolvedPromise = { then: (f) => f() };
    let resolveSequenceTask = () => {
    };
    const sequenceTask = new Promise((resolve3) => {
      resolveSequenceTask = () => resolve3({
        done: status.done,
        faulty: status.faulty
      });
    });
    const onFaultyItemNoThrow = () => {
      status.faulty = true;
      resolveSequenceTask();
    };
    const onDone = () => {
      status.done = true;
      resolveSequenceTask();
    };
    const registerNextBuilder = (index, previous) => {
      if (index >= sequenceBuilders.length) {
        previous.then(onDone, onFaultyItemNoThrow);
        return;
      }
      previous.then(() => {
        const item = sequenceBuilders[index];
        const [builder, label, metadata] = typeof item === "function" ? [
          item,
          item.name,
          void 0
        ] : [
          item.builder,
          item.label,
          item.metadata
        ];
        const scheduled = this.scheduleInternal("sequence", label, dummyResolvedPromise, metadata, customAct || defaultSchedulerAct, () => builder());
        registerNextBuilder(index + 1, scheduled);
      }, onFaultyItemNoThrow);
    };
    registerNextBuilder(0, dummyResolvedPromise);
    return Object.assign(status, { task: sequenceTask });
  }
  count() {
    return this.scheduledTasks.length;
  }
  internalWaitOne() {
    if (this.scheduledTasks.length === 0) throw new Error("No task scheduled");
    const taskIndex = this.taskSelector.nextTaskIndex(this.scheduledTasks);
    const [scheduledTask] = this.scheduledTasks.splice(taskIndex, 1);
    return scheduledTask.customAct(() => {
      return scheduledTask.trigger().catch((_err) => {
      });
    });
  }
  waitOne(customAct) {
    const waitAct = customAct || defaultSchedulerAct;
    return this.act(() => waitAct(() => this.internalWaitOne()));
  }
  async waitAll(customAct) {
    while (this.scheduledTasks.length > 0) await this.waitOne(customAct);
  }
  async internalWaitFor(unscheduledTask, options) {
    let taskResolved = false;
    const customAct = options.customAct;
    const onWaitStart = options.onWaitStart;
    const onWaitIdle = options.onWaitIdle;
    const launchAwaiterOnInit = options.launchAwaiterOnInit;
    let resolveFinal = void 0;
    let rejectFinal = void 0;
    let awaiterTicks = 0;
    let awaiterPromise = null;
    let awaiterScheduledTaskPromise = null;
    const awaiter = async () => {
      awaiterTicks = 50;
      for (awaiterTicks = 50; !taskResolved && awaiterTicks > 0; --awaiterTicks) await Promise.resolve();
      if (!taskResolved && this.scheduledTasks.length > 0) {
        if (onWaitStart !== void 0) onWaitStart();
        awaiterScheduledTaskPromise = this.waitOne(customAct);
        return awaiterScheduledTaskPromise.then(() => {
          awaiterScheduledTaskPromise = null;
          return awaiter();
        }, (err) => {
          awaiterScheduledTaskPromise = null;
          taskResolved = true;
          rejectFinal(err);
          throw err;
        });
      }
      if (!taskResolved && onWaitIdle !== void 0) onWaitIdle();
      awaiterPromise = null;
    };
    const handleNotified = () => {
      if (awaiterPromise !== null) {
        awaiterTicks = 51;
        return;
      }
      awaiterPromise = awaiter().catch(() => {
      });
    };
    const clearAndReplaceWatcher = () => {
      const handleNotifiedIndex = this.scheduledWatchers.indexOf(handleNotified);
      if (handleNotifiedIndex !== -1) this.scheduledWatchers.splice(handleNotifiedIndex, 1);
      if (handleNotifiedIndex === 0 && this.scheduledWatchers.length !== 0) this.scheduledWatchers[0]();
    };
    const finalTask = new Promise((resolve3, reject) => {
      resolveFinal = (value) => {
        clearAndReplaceWatcher();
        resolve3(value);
      };
      rejectFinal = (error) => {
        clearAndReplaceWatcher();
        reject(error);
      };
    });
    unscheduledTask.then((ret) => {
      taskResolved = true;
      if (awaiterScheduledTaskPromise === null) resolveFinal(ret);
      else awaiterScheduledTaskPromise.then(() => resolveFinal(ret), (error) => rejectFinal(error));
    }, (err) => {
      taskResolved = true;
      if (awaiterScheduledTaskPromise === null) rejectFinal(err);
      else awaiterScheduledTaskPromise.then(() => rejectFinal(err), () => rejectFinal(err));
    });
    if ((this.scheduledTasks.length > 0 || launchAwaiterOnInit) && this.scheduledWatchers.length === 0) handleNotified();
    this.scheduledWatchers.push(handleNotified);
    return finalTask;
  }
  waitNext(count, customAct) {
    let resolver = void 0;
    let remaining = count;
    const awaited = remaining <= 0 ? Promise.resolve() : new Promise((r) => {
      resolver = () => {
        if (--remaining <= 0) r();
      };
    });
    return this.internalWaitFor(awaited, {
      customAct,
      onWaitStart: resolver,
      onWaitIdle: void 0,
      launchAwaiterOnInit: false
    });
  }
  waitIdle(customAct) {
    let resolver = void 0;
    const awaited = new Promise((r) => resolver = r);
    return this.internalWaitFor(awaited, {
      customAct,
      onWaitStart: void 0,
      onWaitIdle: resolver,
      launchAwaiterOnInit: true
    });
  }
  waitFor(unscheduledTask, customAct) {
    return this.internalWaitFor(unscheduledTask, {
      customAct,
      onWaitStart: void 0,
      onWaitIdle: void 0,
      launchAwaiterOnInit: false
    });
  }
  report() {
    return [...this.triggeredTasks, ...this.scheduledTasks.map((t) => ({
      status: "pending",
      schedulingType: t.schedulingType,
      taskId: t.taskId,
      label: t.label,
      metadata: t.metadata
    }))];
  }
  toString() {
    return "schedulerFor()`\n" + this.report().map(SchedulerImplem2.buildLog).map((log) => `-> ${log}`).join("\n") + "`";
  }
};
function buildNextTaskIndex$1(ordering) {
  let numTasks = 0;
  return {
    clone: () => buildNextTaskIndex$1(ordering),
    nextTaskIndex: (scheduledTasks) => {
      if (ordering.length <= numTasks) throw new Error(`Invalid schedulerFor defined: too many tasks have been scheduled`);
      const taskIndex = scheduledTasks.findIndex((t) => t.taskId === ordering[numTasks]);
      if (taskIndex === -1) throw new Error(`Invalid schedulerFor defined: unable to find next task`);
      ++numTasks;
      return taskIndex;
    }
  };
}
function buildSchedulerFor(act, ordering) {
  return new SchedulerImplem(act, buildNextTaskIndex$1(ordering));
}
function buildNextTaskIndex(mrng) {
  const clonedMrng = mrng.clone();
  return {
    clone: () => buildNextTaskIndex(clonedMrng),
    nextTaskIndex: (scheduledTasks) => {
      return mrng.nextInt(0, scheduledTasks.length - 1);
    }
  };
}
var SchedulerArbitrary = class extends Arbitrary {
  constructor(act) {
    super();
    this.act = act;
  }
  generate(mrng, _biasFactor) {
    return new Value(new SchedulerImplem(this.act, buildNextTaskIndex(mrng.clone())), void 0);
  }
  canShrinkWithoutContext(_value) {
    return false;
  }
  shrink(_value, _context) {
    return Stream.nil();
  }
};
function scheduler(constraints) {
  const { act = (f) => f() } = constraints || {};
  return new SchedulerArbitrary(act);
}
function schedulerFor(customOrderingOrConstraints, constraintsOrUndefined) {
  const { act = (f) => f() } = Array.isArray(customOrderingOrConstraints) ? constraintsOrUndefined || {} : customOrderingOrConstraints || {};
  if (Array.isArray(customOrderingOrConstraints)) return buildSchedulerFor(act, customOrderingOrConstraints);
  return function(_strs, ...ordering) {
    return buildSchedulerFor(act, ordering);
  };
}
function bigInt64Array(constraints = {}) {
  return typedIntArrayArbitraryArbitraryBuilder(constraints, SBigInt2("-9223372036854775808"), SBigInt2("9223372036854775807"), SBigInt64Array, bigInt);
}
function bigUint64Array(constraints = {}) {
  return typedIntArrayArbitraryArbitraryBuilder(constraints, SBigInt2(0), SBigInt2("18446744073709551615"), SBigUint64Array, bigInt);
}
function noSuchValue(_value, returnedValue) {
  return returnedValue;
}
var safeMathFloor = Math.floor;
var safeMathMin = Math.min;
function clampRegexAstInternal(astNode, maxLength) {
  switch (astNode.type) {
    case "Char":
      return {
        astNode,
        minLength: 1
      };
    case "Repetition":
      switch (astNode.quantifier.kind) {
        case "*": {
          const clamped = clampRegexAstInternal(astNode.expression, maxLength);
          return {
            astNode: {
              type: "Repetition",
              quantifier: {
                ...astNode.quantifier,
                kind: "Range",
                from: 0,
                to: maxLength
              },
              expression: clamped.astNode
            },
            minLength: 0
          };
        }
        case "+": {
          const clamped = clampRegexAstInternal(astNode.expression, maxLength);
          const scaledClampedMinLength = clamped.minLength > 1 ? clamped.minLength : 1;
          return {
            astNode: {
              type: "Repetition",
              quantifier: {
                ...astNode.quantifier,
                kind: "Range",
                from: 1,
                to: safeMathFloor(maxLength / scaledClampedMinLength)
              },
              expression: clamped.astNode
            },
            minLength: clamped.minLength
          };
        }
        case "?": {
          const clamped = clampRegexAstInternal(astNode.expression, maxLength);
          if (maxLength < clamped.minLength) return {
            astNode: {
              type: "Repetition",
              quantifier: {
                ...astNode.quantifier,
                kind: "Range",
                from: 0,
                to: 0
              },
              expression: clamped.astNode
            },
            minLength: 0
          };
          return {
            astNode: {
              ...astNode,
              expression: clamped.astNode
            },
            minLength: 0
          };
        }
        case "Range": {
          const scaledMaxLength = astNode.quantifier.from > 1 ? safeMathFloor(maxLength / astNode.quantifier.from) : maxLength;
          const clamped = clampRegexAstInternal(astNode.expression, scaledMaxLength);
          const scaledClampedMinLength = clamped.minLength > 1 ? clamped.minLength : 1;
          if (astNode.quantifier.to === void 0 || astNode.quantifier.to * scaledClampedMinLength > maxLength) return {
            astNode: {
              type: "Repetition",
              quantifier: {
                ...astNode.quantifier,
                kind: "Range",
                to: safeMathFloor(maxLength / scaledClampedMinLength)
              },
              expression: clamped.astNode
            },
            minLength: astNode.quantifier.from * clamped.minLength
          };
          return {
            astNode: {
              ...astNode,
              expression: clamped.astNode
            },
            minLength: astNode.quantifier.from * clamped.minLength
          };
        }
        default:
          return noSuchValue(astNode.quantifier, {
            astNode,
            minLength: 0
          });
      }
    case "Quantifier":
      return {
        astNode,
        minLength: 0
      };
    case "Alternative": {
      let totalMinLength = 0;
      const extendedClampeds = [];
      for (let index = 0; index !== astNode.expressions.length; ++index) {
        const temporaryAllowance = maxLength - totalMinLength;
        const clamped = clampRegexAstInternal(astNode.expressions[index], temporaryAllowance);
        totalMinLength += clamped.minLength;
        safePush(extendedClampeds, {
          value: clamped,
          allowance: temporaryAllowance
        });
      }
      const refinedExpressions = [];
      for (let index = 0; index !== extendedClampeds.length; ++index) {
        const current = extendedClampeds[index].value;
        const pastAllowance = extendedClampeds[index].allowance;
        const allowance = maxLength - totalMinLength + current.minLength;
        safePush(refinedExpressions, (allowance !== pastAllowance ? clampRegexAstInternal(current.astNode, allowance) : current).astNode);
      }
      return {
        astNode: {
          ...astNode,
          expressions: refinedExpressions
        },
        minLength: totalMinLength
      };
    }
    case "CharacterClass":
      return {
        astNode,
        minLength: 1
      };
    case "ClassRange":
      return {
        astNode,
        minLength: 1
      };
    case "Group": {
      const clamped = clampRegexAstInternal(astNode.expression, maxLength);
      return {
        astNode: {
          ...astNode,
          expression: clamped.astNode
        },
        minLength: clamped.minLength
      };
    }
    case "Disjunction": {
      if (astNode.left === null) {
        if (astNode.right === null) return {
          astNode,
          minLength: 0
        };
        const clampedRight2 = clampRegexAstInternal(astNode.right, maxLength);
        const refinedRight = clampedRight2.minLength > maxLength ? null : clampedRight2.astNode;
        return {
          astNode: {
            ...astNode,
            left: null,
            right: refinedRight
          },
          minLength: 0
        };
      }
      if (astNode.right === null) {
        const clampLeft = clampRegexAstInternal(astNode.left, maxLength);
        const refinedLeft = clampLeft.minLength > maxLength ? null : clampLeft.astNode;
        return {
          astNode: {
            ...astNode,
            left: refinedLeft,
            right: null
          },
          minLength: 0
        };
      }
      const clampedLeft = clampRegexAstInternal(astNode.left, maxLength);
      const clampedRight = clampRegexAstInternal(astNode.right, maxLength);
      if (clampedLeft.minLength > maxLength) return clampedRight;
      if (clampedRight.minLength > maxLength) return clampedLeft;
      return {
        astNode: {
          ...astNode,
          left: clampedLeft.astNode,
          right: clampedRight.astNode
        },
        minLength: safeMathMin(clampedLeft.minLength, clampedRight.minLength)
      };
    }
    case "Assertion":
      return {
        astNode,
        minLength: 0
      };
    case "Backreference":
      return {
        astNode,
        minLength: 0
      };
    case "UnicodeProperty":
      return {
        astNode,
        minLength: 1
      };
  }
}
function clampRegexAst(astNode, maxLength) {
  return clampRegexAstInternal(astNode, maxLength).astNode;
}
function raiseUnsupportedASTNode$1(astNode) {
  return /* @__PURE__ */ new Error(`Unsupported AST node! Received: ${stringify(astNode)}`);
}
function addMissingDotStarTraversalAddMissing(astNode, isFirst, isLast) {
  if (!isFirst && !isLast) return astNode;
  const traversalResults = {
    hasStart: false,
    hasEnd: false
  };
  const revampedNode = addMissingDotStarTraversal(astNode, isFirst, isLast, traversalResults);
  const missingStart = isFirst && !traversalResults.hasStart;
  const missingEnd = isLast && !traversalResults.hasEnd;
  if (!missingStart && !missingEnd) return revampedNode;
  const expressions = [];
  if (missingStart) {
    expressions.push({
      type: "Assertion",
      kind: "^"
    });
    expressions.push({
      type: "Repetition",
      quantifier: {
        type: "Quantifier",
        kind: "*",
        greedy: true
      },
      expression: {
        type: "Char",
        kind: "meta",
        symbol: ".",
        value: ".",
        codePoint: NaN
      }
    });
  }
  expressions.push(revampedNode);
  if (missingEnd) {
    expressions.push({
      type: "Repetition",
      quantifier: {
        type: "Quantifier",
        kind: "*",
        greedy: true
      },
      expression: {
        type: "Char",
        kind: "meta",
        symbol: ".",
        value: ".",
        codePoint: NaN
      }
    });
    expressions.push({
      type: "Assertion",
      kind: "$"
    });
  }
  return {
    type: "Group",
    capturing: false,
    expression: {
      type: "Alternative",
      expressions
    }
  };
}
function addMissingDotStarTraversal(astNode, isFirst, isLast, traversalResults) {
  switch (astNode.type) {
    case "Char":
      return astNode;
    case "Repetition":
      return astNode;
    case "Quantifier":
      throw new Error(`Wrongly defined AST tree, Quantifier nodes not supposed to be scanned!`);
    case "Alternative":
      traversalResults.hasStart = true;
      traversalResults.hasEnd = true;
      return {
        ...astNode,
        expressions: astNode.expressions.map((node, index) => addMissingDotStarTraversalAddMissing(node, isFirst && index === 0, isLast && index === astNode.expressions.length - 1))
      };
    case "CharacterClass":
      return astNode;
    case "ClassRange":
      return astNode;
    case "Group":
      return {
        ...astNode,
        expression: addMissingDotStarTraversal(astNode.expression, isFirst, isLast, traversalResults)
      };
    case "Disjunction":
      traversalResults.hasStart = true;
      traversalResults.hasEnd = true;
      return {
        ...astNode,
        left: astNode.left !== null ? addMissingDotStarTraversalAddMissing(astNode.left, isFirst, isLast) : null,
        right: astNode.right !== null ? addMissingDotStarTraversalAddMissing(astNode.right, isFirst, isLast) : null
      };
    case "Assertion":
      if (astNode.kind === "^" || astNode.kind === "Lookahead") {
        traversalResults.hasStart = true;
        return astNode;
      } else if (astNode.kind === "$" || astNode.kind === "Lookbehind") {
        traversalResults.hasEnd = true;
        return astNode;
      } else throw new Error(`Assertions of kind ${astNode.kind} not implemented yet!`);
    case "Backreference":
      return astNode;
    case "UnicodeProperty":
      return astNode;
    default:
      throw raiseUnsupportedASTNode$1(astNode);
  }
}
function addMissingDotStar(astNode) {
  return addMissingDotStarTraversalAddMissing(astNode, true, true);
}
function charSizeAt(text2, pos) {
  return text2[pos] >= "\uD800" && text2[pos] <= "\uDBFF" && text2[pos + 1] >= "\uDC00" && text2[pos + 1] <= "\uDFFF" ? 2 : 1;
}
function isHexaDigit(char) {
  return char >= "0" && char <= "9" || char >= "a" && char <= "f" || char >= "A" && char <= "F";
}
function isDigit$1(char) {
  return char >= "0" && char <= "9";
}
function squaredBracketBlockContentEndFrom(text2, from) {
  for (let index = from; index !== text2.length; ++index) {
    const char = text2[index];
    if (char === "\\") index += 1;
    else if (char === "]") return index;
  }
  throw new Error(`Missing closing ']'`);
}
function parenthesisBlockContentEndFrom(text2, from) {
  let numExtraOpened = 0;
  for (let index = from; index !== text2.length; ++index) {
    const char = text2[index];
    if (char === "\\") index += 1;
    else if (char === ")") {
      if (numExtraOpened === 0) return index;
      numExtraOpened -= 1;
    } else if (char === "[") index = squaredBracketBlockContentEndFrom(text2, index);
    else if (char === "(") numExtraOpened += 1;
  }
  throw new Error(`Missing closing ')'`);
}
function curlyBracketBlockContentEndFrom(text2, from) {
  let foundComma = false;
  for (let index = from; index !== text2.length; ++index) {
    const char = text2[index];
    if (isDigit$1(char)) {
    } else if (from === index) return -1;
    else if (char === ",") {
      if (foundComma) return -1;
      foundComma = true;
    } else if (char === "}") return index;
    else return -1;
  }
  return -1;
}
function blockEndFrom(text2, from, unicodeMode, mode) {
  switch (text2[from]) {
    case "[":
      if (mode === 1) return from + 1;
      return squaredBracketBlockContentEndFrom(text2, from + 1) + 1;
    case "{": {
      if (mode === 1) return from + 1;
      const foundEnd = curlyBracketBlockContentEndFrom(text2, from + 1);
      if (foundEnd === -1) return from + 1;
      return foundEnd + 1;
    }
    case "(":
      if (mode === 1) return from + 1;
      return parenthesisBlockContentEndFrom(text2, from + 1) + 1;
    case "]":
    case "}":
    case ")":
      return from + 1;
    case "\\": {
      const next1 = text2[from + 1];
      switch (next1) {
        case "x":
          if (isHexaDigit(text2[from + 2]) && isHexaDigit(text2[from + 3])) return from + 4;
          throw new Error(`Unexpected token '${text2.substring(from, from + 4)}' found`);
        case "u":
          if (text2[from + 2] === "{") {
            if (!unicodeMode) return from + 2;
            if (text2[from + 4] === "}") {
              if (isHexaDigit(text2[from + 3])) return from + 5;
              throw new Error(`Unexpected token '${text2.substring(from, from + 5)}' found`);
            }
            if (text2[from + 5] === "}") {
              if (isHexaDigit(text2[from + 3]) && isHexaDigit(text2[from + 4])) return from + 6;
              throw new Error(`Unexpected token '${text2.substring(from, from + 6)}' found`);
            }
            if (text2[from + 6] === "}") {
              if (isHexaDigit(text2[from + 3]) && isHexaDigit(text2[from + 4]) && isHexaDigit(text2[from + 5])) return from + 7;
              throw new Error(`Unexpected token '${text2.substring(from, from + 7)}' found`);
            }
            if (text2[from + 7] === "}") {
              if (isHexaDigit(text2[from + 3]) && isHexaDigit(text2[from + 4]) && isHexaDigit(text2[from + 5]) && isHexaDigit(text2[from + 6])) return from + 8;
              throw new Error(`Unexpected token '${text2.substring(from, from + 8)}' found`);
            }
            if (text2[from + 8] === "}" && isHexaDigit(text2[from + 3]) && isHexaDigit(text2[from + 4]) && isHexaDigit(text2[from + 5]) && isHexaDigit(text2[from + 6]) && isHexaDigit(text2[from + 7])) return from + 9;
            throw new Error(`Unexpected token '${text2.substring(from, from + 9)}' found`);
          }
          if (isHexaDigit(text2[from + 2]) && isHexaDigit(text2[from + 3]) && isHexaDigit(text2[from + 4]) && isHexaDigit(text2[from + 5])) return from + 6;
          throw new Error(`Unexpected token '${text2.substring(from, from + 6)}' found`);
        case "p":
        case "P": {
          if (!unicodeMode) return from + 2;
          let subIndex = from + 2;
          for (; subIndex < text2.length && text2[subIndex] !== "}"; subIndex += text2[subIndex] === "\\" ? 2 : 1) ;
          if (text2[subIndex] !== "}") throw new Error(`Invalid \\P definition`);
          return subIndex + 1;
        }
        case "k": {
          let subIndex = from + 2;
          for (; subIndex < text2.length && text2[subIndex] !== ">"; ++subIndex) ;
          if (text2[subIndex] !== ">") {
            if (!unicodeMode) return from + 2;
            throw new Error(`Invalid \\k definition`);
          }
          return subIndex + 1;
        }
        default:
          if (isDigit$1(next1)) {
            const maxIndex = unicodeMode ? text2.length : Math.min(from + 4, text2.length);
            let subIndex = from + 2;
            for (; subIndex < maxIndex && isDigit$1(text2[subIndex]); ++subIndex) ;
            return subIndex;
          }
          return from + (unicodeMode ? charSizeAt(text2, from + 1) : 1) + 1;
      }
    }
    default:
      return from + (unicodeMode ? charSizeAt(text2, from) : 1);
  }
}
function readFrom(text2, from, unicodeMode, mode) {
  const to = blockEndFrom(text2, from, unicodeMode, mode);
  return text2.substring(from, to);
}
var NON_BINARY_ALIASES_TO_PROP_NAMES = {
  gc: "General_Category",
  sc: "Script",
  scx: "Script_Extensions"
};
var BINARY_PROP_NAMES_TO_ALIASES = {
  ASCII: "ASCII",
  ASCII_Hex_Digit: "AHex",
  Alphabetic: "Alpha",
  Any: "Any",
  Assigned: "Assigned",
  Bidi_Control: "Bidi_C",
  Bidi_Mirrored: "Bidi_M",
  Case_Ignorable: "CI",
  Cased: "Cased",
  Changes_When_Casefolded: "CWCF",
  Changes_When_Casemapped: "CWCM",
  Changes_When_Lowercased: "CWL",
  Changes_When_NFKC_Casefolded: "CWKCF",
  Changes_When_Titlecased: "CWT",
  Changes_When_Uppercased: "CWU",
  Dash: "Dash",
  Default_Ignorable_Code_Point: "DI",
  Deprecated: "Dep",
  Diacritic: "Dia",
  Emoji: "Emoji",
  Emoji_Component: "Emoji_Component",
  Emoji_Modifier: "Emoji_Modifier",
  Emoji_Modifier_Base: "Emoji_Modifier_Base",
  Emoji_Presentation: "Emoji_Presentation",
  Extended_Pictographic: "Extended_Pictographic",
  Extender: "Ext",
  Grapheme_Base: "Gr_Base",
  Grapheme_Extend: "Gr_Ext",
  Hex_Digit: "Hex",
  IDS_Binary_Operator: "IDSB",
  IDS_Trinary_Operator: "IDST",
  ID_Continue: "IDC",
  ID_Start: "IDS",
  Ideographic: "Ideo",
  Join_Control: "Join_C",
  Logical_Order_Exception: "LOE",
  Lowercase: "Lower",
  Math: "Math",
  Noncharacter_Code_Point: "NChar",
  Pattern_Syntax: "Pat_Syn",
  Pattern_White_Space: "Pat_WS",
  Quotation_Mark: "QMark",
  Radical: "Radical",
  Regional_Indicator: "RI",
  Sentence_Terminal: "STerm",
  Soft_Dotted: "SD",
  Terminal_Punctuation: "Term",
  Unified_Ideograph: "UIdeo",
  Uppercase: "Upper",
  Variation_Selector: "VS",
  White_Space: "space",
  XID_Continue: "XIDC",
  XID_Start: "XIDS"
};
var BINARY_ALIASES_TO_PROP_NAMES = inverseMap(BINARY_PROP_NAMES_TO_ALIASES);
var GENERAL_CATEGORY_VALUE_TO_ALIASES = {
  Cased_Letter: "LC",
  Close_Punctuation: "Pe",
  Connector_Punctuation: "Pc",
  Control: ["Cc", "cntrl"],
  Currency_Symbol: "Sc",
  Dash_Punctuation: "Pd",
  Decimal_Number: ["Nd", "digit"],
  Enclosing_Mark: "Me",
  Final_Punctuation: "Pf",
  Format: "Cf",
  Initial_Punctuation: "Pi",
  Letter: "L",
  Letter_Number: "Nl",
  Line_Separator: "Zl",
  Lowercase_Letter: "Ll",
  Mark: ["M", "Combining_Mark"],
  Math_Symbol: "Sm",
  Modifier_Letter: "Lm",
  Modifier_Symbol: "Sk",
  Nonspacing_Mark: "Mn",
  Number: "N",
  Open_Punctuation: "Ps",
  Other: "C",
  Other_Letter: "Lo",
  Other_Number: "No",
  Other_Punctuation: "Po",
  Other_Symbol: "So",
  Paragraph_Separator: "Zp",
  Private_Use: "Co",
  Punctuation: ["P", "punct"],
  Separator: "Z",
  Space_Separator: "Zs",
  Spacing_Mark: "Mc",
  Surrogate: "Cs",
  Symbol: "S",
  Titlecase_Letter: "Lt",
  Unassigned: "Cn",
  Uppercase_Letter: "Lu"
};
var GENERAL_CATEGORY_VALUE_ALIASES_TO_VALUES = inverseMap(GENERAL_CATEGORY_VALUE_TO_ALIASES);
var SCRIPT_VALUE_TO_ALIASES = {
  Adlam: "Adlm",
  Ahom: "Ahom",
  Anatolian_Hieroglyphs: "Hluw",
  Arabic: "Arab",
  Armenian: "Armn",
  Avestan: "Avst",
  Balinese: "Bali",
  Bamum: "Bamu",
  Bassa_Vah: "Bass",
  Batak: "Batk",
  Bengali: "Beng",
  Bhaiksuki: "Bhks",
  Bopomofo: "Bopo",
  Brahmi: "Brah",
  Braille: "Brai",
  Buginese: "Bugi",
  Buhid: "Buhd",
  Canadian_Aboriginal: "Cans",
  Carian: "Cari",
  Caucasian_Albanian: "Aghb",
  Chakma: "Cakm",
  Cham: "Cham",
  Cherokee: "Cher",
  Common: "Zyyy",
  Coptic: ["Copt", "Qaac"],
  Cuneiform: "Xsux",
  Cypriot: "Cprt",
  Cyrillic: "Cyrl",
  Deseret: "Dsrt",
  Devanagari: "Deva",
  Dogra: "Dogr",
  Duployan: "Dupl",
  Egyptian_Hieroglyphs: "Egyp",
  Elbasan: "Elba",
  Ethiopic: "Ethi",
  Georgian: "Geor",
  Glagolitic: "Glag",
  Gothic: "Goth",
  Grantha: "Gran",
  Greek: "Grek",
  Gujarati: "Gujr",
  Gunjala_Gondi: "Gong",
  Gurmukhi: "Guru",
  Han: "Hani",
  Hangul: "Hang",
  Hanifi_Rohingya: "Rohg",
  Hanunoo: "Hano",
  Hatran: "Hatr",
  Hebrew: "Hebr",
  Hiragana: "Hira",
  Imperial_Aramaic: "Armi",
  Inherited: ["Zinh", "Qaai"],
  Inscriptional_Pahlavi: "Phli",
  Inscriptional_Parthian: "Prti",
  Javanese: "Java",
  Kaithi: "Kthi",
  Kannada: "Knda",
  Katakana: "Kana",
  Kayah_Li: "Kali",
  Kharoshthi: "Khar",
  Khmer: "Khmr",
  Khojki: "Khoj",
  Khudawadi: "Sind",
  Lao: "Laoo",
  Latin: "Latn",
  Lepcha: "Lepc",
  Limbu: "Limb",
  Linear_A: "Lina",
  Linear_B: "Linb",
  Lisu: "Lisu",
  Lycian: "Lyci",
  Lydian: "Lydi",
  Mahajani: "Mahj",
  Makasar: "Maka",
  Malayalam: "Mlym",
  Mandaic: "Mand",
  Manichaean: "Mani",
  Marchen: "Marc",
  Medefaidrin: "Medf",
  Masaram_Gondi: "Gonm",
  Meetei_Mayek: "Mtei",
  Mende_Kikakui: "Mend",
  Meroitic_Cursive: "Merc",
  Meroitic_Hieroglyphs: "Mero",
  Miao: "Plrd",
  Modi: "Modi",
  Mongolian: "Mong",
  Mro: "Mroo",
  Multani: "Mult",
  Myanmar: "Mymr",
  Nabataean: "Nbat",
  New_Tai_Lue: "Talu",
  Newa: "Newa",
  Nko: "Nkoo",
  Nushu: "Nshu",
  Ogham: "Ogam",
  Ol_Chiki: "Olck",
  Old_Hungarian: "Hung",
  Old_Italic: "Ital",
  Old_North_Arabian: "Narb",
  Old_Permic: "Perm",
  Old_Persian: "Xpeo",
  Old_Sogdian: "Sogo",
  Old_South_Arabian: "Sarb",
  Old_Turkic: "Orkh",
  Oriya: "Orya",
  Osage: "Osge",
  Osmanya: "Osma",
  Pahawh_Hmong: "Hmng",
  Palmyrene: "Palm",
  Pau_Cin_Hau: "Pauc",
  Phags_Pa: "Phag",
  Phoenician: "Phnx",
  Psalter_Pahlavi: "Phlp",
  Rejang: "Rjng",
  Runic: "Runr",
  Samaritan: "Samr",
  Saurashtra: "Saur",
  Sharada: "Shrd",
  Shavian: "Shaw",
  Siddham: "Sidd",
  SignWriting: "Sgnw",
  Sinhala: "Sinh",
  Sogdian: "Sogd",
  Sora_Sompeng: "Sora",
  Soyombo: "Soyo",
  Sundanese: "Sund",
  Syloti_Nagri: "Sylo",
  Syriac: "Syrc",
  Tagalog: "Tglg",
  Tagbanwa: "Tagb",
  Tai_Le: "Tale",
  Tai_Tham: "Lana",
  Tai_Viet: "Tavt",
  Takri: "Takr",
  Tamil: "Taml",
  Tangut: "Tang",
  Telugu: "Telu",
  Thaana: "Thaa",
  Thai: "Thai",
  Tibetan: "Tibt",
  Tifinagh: "Tfng",
  Tirhuta: "Tirh",
  Ugaritic: "Ugar",
  Vai: "Vaii",
  Warang_Citi: "Wara",
  Yi: "Yiii",
  Zanabazar_Square: "Zanb"
};
var SCRIPT_VALUE_ALIASES_TO_VALUES = inverseMap(SCRIPT_VALUE_TO_ALIASES);
function inverseMap(data) {
  const inverse = {};
  for (const name of Object.keys(data)) {
    const value = data[name];
    if (Array.isArray(value)) for (let i = 0; i !== value.length; ++i) inverse[value[i]] = name;
    else inverse[value] = name;
  }
  return inverse;
}
function isGeneralCategoryValue(value) {
  return value in GENERAL_CATEGORY_VALUE_TO_ALIASES || value in GENERAL_CATEGORY_VALUE_ALIASES_TO_VALUES;
}
function isBinaryPropertyName(name) {
  return name in BINARY_PROP_NAMES_TO_ALIASES || name in BINARY_ALIASES_TO_PROP_NAMES;
}
function getCanonicalName(name) {
  if (name in NON_BINARY_ALIASES_TO_PROP_NAMES) return NON_BINARY_ALIASES_TO_PROP_NAMES[name];
  if (name in BINARY_ALIASES_TO_PROP_NAMES) return BINARY_ALIASES_TO_PROP_NAMES[name];
  if (name in BINARY_PROP_NAMES_TO_ALIASES || name === "General_Category" || name === "Script" || name === "Script_Extensions") return name;
  throw new Error(`Unknown Unicode property name: ${name}`);
}
function getCanonicalValue(value) {
  if (value in GENERAL_CATEGORY_VALUE_ALIASES_TO_VALUES) return GENERAL_CATEGORY_VALUE_ALIASES_TO_VALUES[value];
  if (value in SCRIPT_VALUE_ALIASES_TO_VALUES) return SCRIPT_VALUE_ALIASES_TO_VALUES[value];
  if (value in BINARY_ALIASES_TO_PROP_NAMES) return BINARY_ALIASES_TO_PROP_NAMES[value];
  if (value in GENERAL_CATEGORY_VALUE_TO_ALIASES || value in SCRIPT_VALUE_TO_ALIASES || value in BINARY_PROP_NAMES_TO_ALIASES) return value;
  throw new Error(`Unknown Unicode property value: ${value}`);
}
function resolveUnicodeProperty(propertySpec, negative) {
  const equalIndex = propertySpec.indexOf("=");
  if (equalIndex !== -1) {
    const name = propertySpec.substring(0, equalIndex);
    const value = propertySpec.substring(equalIndex + 1);
    return {
      type: "UnicodeProperty",
      name,
      value,
      negative,
      shorthand: false,
      binary: false,
      canonicalName: getCanonicalName(name),
      canonicalValue: getCanonicalValue(value)
    };
  }
  if (isGeneralCategoryValue(propertySpec)) return {
    type: "UnicodeProperty",
    name: "General_Category",
    value: propertySpec,
    negative,
    shorthand: true,
    binary: false,
    canonicalName: "General_Category",
    canonicalValue: getCanonicalValue(propertySpec)
  };
  if (isBinaryPropertyName(propertySpec)) {
    const canonicalName = getCanonicalName(propertySpec);
    return {
      type: "UnicodeProperty",
      name: propertySpec,
      value: propertySpec,
      negative,
      shorthand: false,
      binary: true,
      canonicalName,
      canonicalValue: canonicalName
    };
  }
  throw new Error(`Invalid Unicode property: ${propertySpec}`);
}
var safeStringFromCodePoint$2 = String.fromCodePoint;
function safePop(tokens) {
  const previous = tokens.pop();
  if (previous === void 0) throw new Error("Unable to extract token preceeding the currently parsed one");
  return previous;
}
function isDigit2(char) {
  return char >= "0" && char <= "9";
}
function simpleChar(char, escaped) {
  return {
    type: "Char",
    kind: "simple",
    symbol: char,
    value: char,
    codePoint: char.codePointAt(0) || -1,
    escaped
  };
}
function metaEscapedChar(block, symbol) {
  return {
    type: "Char",
    kind: "meta",
    symbol,
    value: block,
    codePoint: symbol.codePointAt(0) || -1
  };
}
function toSingleToken(tokens, allowEmpty) {
  if (tokens.length > 1) return {
    type: "Alternative",
    expressions: tokens
  };
  if (!allowEmpty && tokens.length === 0) throw new Error(`Unsupported no token`);
  return tokens[0];
}
function blockToCharToken(block) {
  if (block[0] === "\\") {
    const next2 = block[1];
    switch (next2) {
      case "x": {
        const allDigits = block.substring(2);
        const codePoint = Number.parseInt(allDigits, 16);
        return {
          type: "Char",
          kind: "hex",
          symbol: safeStringFromCodePoint$2(codePoint),
          value: block,
          codePoint
        };
      }
      case "u": {
        if (block === "\\u") return simpleChar("u", true);
        const allDigits = block[2] === "{" ? block.substring(3, block.length - 1) : block.substring(2);
        const codePoint = Number.parseInt(allDigits, 16);
        return {
          type: "Char",
          kind: "unicode",
          symbol: safeStringFromCodePoint$2(codePoint),
          value: block,
          codePoint
        };
      }
      case "0":
        return metaEscapedChar(block, "\0");
      case "n":
        return metaEscapedChar(block, "\n");
      case "f":
        return metaEscapedChar(block, "\f");
      case "r":
        return metaEscapedChar(block, "\r");
      case "t":
        return metaEscapedChar(block, "	");
      case "v":
        return metaEscapedChar(block, "\v");
      case "w":
      case "W":
      case "d":
      case "D":
      case "s":
      case "S":
      case "b":
      case "B":
        return {
          type: "Char",
          kind: "meta",
          symbol: void 0,
          value: block,
          codePoint: NaN
        };
      default:
        if (isDigit2(next2)) {
          const allDigits = block.substring(1);
          const codePoint = Number(allDigits);
          return {
            type: "Char",
            kind: "decimal",
            symbol: safeStringFromCodePoint$2(codePoint),
            value: block,
            codePoint
          };
        }
        if (block.length > 2 && (next2 === "p" || next2 === "P")) {
          const negative = next2 === "P";
          return resolveUnicodeProperty(block.substring(3, block.length - 1), negative);
        }
        return simpleChar(block.substring(1), true);
    }
  }
  return simpleChar(block);
}
function pushTokens(tokens, regexSource, unicodeMode, groups) {
  let disjunctions = null;
  for (let index = 0, block = readFrom(regexSource, index, unicodeMode, 0); index !== regexSource.length; index += block.length, block = readFrom(regexSource, index, unicodeMode, 0)) {
    const firstInBlock = block[0];
    switch (firstInBlock) {
      case "|":
        if (disjunctions === null) disjunctions = [];
        disjunctions.push(toSingleToken(tokens.splice(0), true) || null);
        break;
      case ".":
        tokens.push({
          type: "Char",
          kind: "meta",
          symbol: block,
          value: block,
          codePoint: NaN
        });
        break;
      case "*":
      case "+": {
        const previous = safePop(tokens);
        tokens.push({
          type: "Repetition",
          expression: previous,
          quantifier: {
            type: "Quantifier",
            kind: firstInBlock,
            greedy: true
          }
        });
        break;
      }
      case "?": {
        const previous = safePop(tokens);
        if (previous.type === "Repetition") {
          previous.quantifier.greedy = false;
          tokens.push(previous);
        } else tokens.push({
          type: "Repetition",
          expression: previous,
          quantifier: {
            type: "Quantifier",
            kind: firstInBlock,
            greedy: true
          }
        });
        break;
      }
      case "{": {
        if (block === "{") {
          tokens.push(simpleChar(block));
          break;
        }
        const previous = safePop(tokens);
        const quantifierTokens = block.substring(1, block.length - 1).split(",");
        const from = Number(quantifierTokens[0]);
        const to = quantifierTokens.length === 1 ? from : quantifierTokens[1].length !== 0 ? Number(quantifierTokens[1]) : void 0;
        tokens.push({
          type: "Repetition",
          expression: previous,
          quantifier: {
            type: "Quantifier",
            kind: "Range",
            greedy: true,
            from,
            to
          }
        });
        break;
      }
      case "[": {
        const blockContent = block.substring(1, block.length - 1);
        const subTokens = [];
        let negative = void 0;
        let previousWasSimpleDash = false;
        for (let subIndex = 0, subBlock = readFrom(blockContent, subIndex, unicodeMode, 1); subIndex !== blockContent.length; subIndex += subBlock.length, subBlock = readFrom(blockContent, subIndex, unicodeMode, 1)) {
          if (subIndex === 0 && subBlock === "^") {
            negative = true;
            continue;
          }
          const newToken = blockToCharToken(subBlock);
          if (subBlock === "-") {
            subTokens.push(newToken);
            previousWasSimpleDash = true;
          } else {
            const operand1Token = subTokens.length >= 2 ? subTokens[subTokens.length - 2] : void 0;
            if (previousWasSimpleDash && operand1Token !== void 0 && operand1Token.type === "Char" && newToken.type === "Char") {
              subTokens.pop();
              subTokens.pop();
              subTokens.push({
                type: "ClassRange",
                from: operand1Token,
                to: newToken
              });
            } else subTokens.push(newToken);
            previousWasSimpleDash = false;
          }
        }
        tokens.push({
          type: "CharacterClass",
          expressions: subTokens,
          negative
        });
        break;
      }
      case "(": {
        const blockContent = block.substring(1, block.length - 1);
        const subTokens = [];
        if (blockContent[0] === "?") {
          if (blockContent[1] === ":") {
            pushTokens(subTokens, blockContent.substring(2), unicodeMode, groups);
            tokens.push({
              type: "Group",
              capturing: false,
              expression: toSingleToken(subTokens)
            });
          } else if (blockContent[1] === "=" || blockContent[1] === "!") {
            pushTokens(subTokens, blockContent.substring(2), unicodeMode, groups);
            tokens.push({
              type: "Assertion",
              kind: "Lookahead",
              negative: blockContent[1] === "!" ? true : void 0,
              assertion: toSingleToken(subTokens)
            });
          } else if (blockContent[1] === "<" && (blockContent[2] === "=" || blockContent[2] === "!")) {
            pushTokens(subTokens, blockContent.substring(3), unicodeMode, groups);
            tokens.push({
              type: "Assertion",
              kind: "Lookbehind",
              negative: blockContent[2] === "!" ? true : void 0,
              assertion: toSingleToken(subTokens)
            });
          } else {
            const chunks = blockContent.split(">");
            if (chunks.length < 2 || chunks[0][1] !== "<") throw new Error(`Unsupported regex content found at ${JSON.stringify(block)}`);
            const groupIndex = ++groups.lastIndex;
            const nameRaw = chunks[0].substring(2);
            groups.named.set(nameRaw, groupIndex);
            pushTokens(subTokens, chunks.slice(1).join(">"), unicodeMode, groups);
            tokens.push({
              type: "Group",
              capturing: true,
              nameRaw,
              name: nameRaw,
              number: groupIndex,
              expression: toSingleToken(subTokens)
            });
          }
        } else {
          const groupIndex = ++groups.lastIndex;
          pushTokens(subTokens, blockContent, unicodeMode, groups);
          tokens.push({
            type: "Group",
            capturing: true,
            number: groupIndex,
            expression: toSingleToken(subTokens)
          });
        }
        break;
      }
      default:
        if (block === "^") tokens.push({
          type: "Assertion",
          kind: block
        });
        else if (block === "$") tokens.push({
          type: "Assertion",
          kind: block
        });
        else if (block[0] === "\\" && isDigit2(block[1])) {
          const reference = Number(block.substring(1));
          if (unicodeMode || reference <= groups.lastIndex) tokens.push({
            type: "Backreference",
            kind: "number",
            number: reference,
            reference
          });
          else tokens.push(blockToCharToken(block));
        } else if (block[0] === "\\" && block[1] === "k" && block.length !== 2) {
          const referenceRaw = block.substring(3, block.length - 1);
          tokens.push({
            type: "Backreference",
            kind: "name",
            number: groups.named.get(referenceRaw) || 0,
            referenceRaw,
            reference: referenceRaw
          });
        } else tokens.push(blockToCharToken(block));
    }
  }
  if (disjunctions !== null) {
    disjunctions.push(toSingleToken(tokens.splice(0), true) || null);
    let currentDisjunction = {
      type: "Disjunction",
      left: disjunctions[0],
      right: disjunctions[1]
    };
    for (let index = 2; index < disjunctions.length; ++index) currentDisjunction = {
      type: "Disjunction",
      left: currentDisjunction,
      right: disjunctions[index]
    };
    tokens.push(currentDisjunction);
  }
}
function tokenizeRegex(regex) {
  const unicodeMode = safeIndexOf([...regex.flags], "u") !== -1;
  const regexSource = regex.source;
  const tokens = [];
  pushTokens(tokens, regexSource, unicodeMode, {
    lastIndex: 0,
    named: /* @__PURE__ */ new Map()
  });
  return toSingleToken(tokens);
}
var safeStringFromCodePoint$1 = String.fromCodePoint;
function getPropertySpec(astNode) {
  if (astNode.binary || astNode.shorthand) return astNode.canonicalValue;
  return `${astNode.canonicalName}=${astNode.canonicalValue}`;
}
function appendRangesForRegex(regex, from, to, ranges) {
  let currentRangeStart = -1;
  for (let cp = from; cp <= to; ++cp) if (regex.test(safeStringFromCodePoint$1(cp))) {
    if (currentRangeStart === -1) currentRangeStart = cp;
  } else if (currentRangeStart !== -1) {
    const rangeEnd = cp - 1;
    ranges.push(currentRangeStart === rangeEnd ? [rangeEnd] : [currentRangeStart, rangeEnd]);
    currentRangeStart = -1;
  }
  if (currentRangeStart !== -1) ranges.push(currentRangeStart === to ? [to] : [currentRangeStart, to]);
}
function extractRangesForProperty(propertySpec, negative) {
  const regex = new RegExp(`^\\${negative ? "P" : "p"}{${propertySpec}}$`, "u");
  const ranges = [];
  appendRangesForRegex(regex, 0, 55295, ranges);
  appendRangesForRegex(regex, 57344, 1114111, ranges);
  return ranges;
}
var cache = /* @__PURE__ */ new Map();
function extractRangesForPropertyOrFromCache(propertySpec, negative) {
  const cacheKey = `${negative ? "P" : "p"}:${propertySpec}`;
  const cachedRanges = cache.get(cacheKey);
  if (cachedRanges !== void 0) return cachedRanges;
  const ranges = extractRangesForProperty(propertySpec, negative);
  cache.set(cacheKey, ranges);
  return ranges;
}
function unicodePropertyArbitrary(astNode) {
  return mapToConstant(...safeMap(extractRangesForPropertyOrFromCache(getPropertySpec(astNode), astNode.negative), (range) => convertGraphemeRangeToMapToConstantEntry(range)));
}
var safeStringFromCodePoint = String.fromCodePoint;
var wordChars = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"];
var digitChars = [..."0123456789"];
var spaceChars = [..." 	\r\n\v\f"];
var newLineChars = [..."\r\n"];
var terminatorChars = [...""];
var newLineAndTerminatorChars = [...newLineChars, ...terminatorChars];
var wordCharsSet = new SSet(wordChars);
var digitCharsSet = new SSet(digitChars);
var spaceCharsSet = new SSet(spaceChars);
var terminatorCharsSet = new SSet(terminatorChars);
var newLineAndTerminatorCharsSet = new SSet(newLineAndTerminatorChars);
var defaultChar = () => string({
  unit: "grapheme-ascii",
  minLength: 1,
  maxLength: 1
});
function raiseUnsupportedASTNode(astNode) {
  return new SError(`Unsupported AST node! Received: ${stringify(astNode)}`);
}
function toMatchingArbitrary(astNode, constraints, flags) {
  switch (astNode.type) {
    case "Char":
      if (astNode.kind === "meta") switch (astNode.value) {
        case "\\w":
          return constantFrom(...wordChars);
        case "\\W":
          return defaultChar().filter((c) => !safeHas(wordCharsSet, c));
        case "\\d":
          return constantFrom(...digitChars);
        case "\\D":
          return defaultChar().filter((c) => !safeHas(digitCharsSet, c));
        case "\\s":
          return constantFrom(...spaceChars);
        case "\\S":
          return defaultChar().filter((c) => !safeHas(spaceCharsSet, c));
        case "\\b":
        case "\\B":
          throw new SError(`Meta character ${astNode.value} not implemented yet!`);
        case ".": {
          const forbiddenChars = flags.dotAll ? terminatorCharsSet : newLineAndTerminatorCharsSet;
          return defaultChar().filter((c) => !safeHas(forbiddenChars, c));
        }
      }
      if (astNode.symbol === void 0) throw new SError(`Unexpected undefined symbol received for non-meta Char! Received: ${stringify(astNode)}`);
      return constant(astNode.symbol);
    case "Repetition": {
      const node = toMatchingArbitrary(astNode.expression, constraints, flags);
      switch (astNode.quantifier.kind) {
        case "*":
          return string({
            ...constraints,
            unit: node
          });
        case "+":
          return string({
            ...constraints,
            minLength: 1,
            unit: node
          });
        case "?":
          return string({
            ...constraints,
            minLength: 0,
            maxLength: 1,
            unit: node
          });
        case "Range":
          return string({
            ...constraints,
            minLength: astNode.quantifier.from,
            maxLength: astNode.quantifier.to,
            unit: node
          });
        default:
          throw raiseUnsupportedASTNode(astNode.quantifier);
      }
    }
    case "Quantifier":
      throw new SError(`Wrongly defined AST tree, Quantifier nodes not supposed to be scanned!`);
    case "Alternative": {
      const childrenArbitraries = [];
      let pendingAggregatedValue = "";
      for (const n of astNode.expressions) if (n.type === "Char" && n.kind !== "meta" && n.symbol !== void 0) pendingAggregatedValue += n.symbol;
      else if (flags.multiline || n.type !== "Assertion" || n.kind !== "^" && n.kind !== "$") {
        if (pendingAggregatedValue !== "") {
          safePush(childrenArbitraries, constant(pendingAggregatedValue));
          pendingAggregatedValue = "";
        }
        safePush(childrenArbitraries, toMatchingArbitrary(n, constraints, flags));
      }
      if (pendingAggregatedValue !== "") safePush(childrenArbitraries, constant(pendingAggregatedValue));
      if (childrenArbitraries.length === 0) return constant("");
      if (childrenArbitraries.length === 1) return childrenArbitraries[0];
      return tuple(...childrenArbitraries).map((vs) => safeJoin(vs, ""));
    }
    case "CharacterClass":
      if (astNode.negative) {
        const childrenArbitraries = safeMap(astNode.expressions, (n) => toMatchingArbitrary(n, constraints, flags));
        return defaultChar().filter((c) => safeEvery(childrenArbitraries, (arb) => !arb.canShrinkWithoutContext(c)));
      }
      return oneof(...safeMap(astNode.expressions, (n) => toMatchingArbitrary(n, constraints, flags)));
    case "ClassRange": {
      const min = astNode.from.codePoint;
      const max = astNode.to.codePoint;
      return integer({
        min,
        max
      }).map((n) => safeStringFromCodePoint(n), (c) => {
        if (typeof c !== "string") throw new SError("Invalid type");
        if ([...c].length !== 1) throw new SError("Invalid length");
        return safeCharCodeAt(c, 0);
      });
    }
    case "Group":
      return toMatchingArbitrary(astNode.expression, constraints, flags);
    case "Disjunction": {
      const stack = [astNode.left, astNode.right];
      const branches = [];
      for (let i = 0; i !== stack.length; ++i) {
        const node = stack[i];
        if (node === null) safePush(branches, constant(""));
        else if (node.type === "Disjunction") {
          safePush(stack, node.left);
          safePush(stack, node.right);
        } else safePush(branches, toMatchingArbitrary(node, constraints, flags));
      }
      return oneof(...branches);
    }
    case "Assertion":
      if (astNode.kind === "^" || astNode.kind === "$") {
        if (flags.multiline) {
          if (astNode.kind === "^") return oneof(constant(""), tuple(string({ unit: defaultChar() }), constantFrom(...newLineChars)).map((t) => `${t[0]}${t[1]}`, (value) => {
            if (typeof value !== "string" || value.length === 0) throw new SError("Invalid type");
            return [safeSubstring(value, 0, value.length - 1), value[value.length - 1]];
          }));
          else return oneof(constant(""), tuple(constantFrom(...newLineChars), string({ unit: defaultChar() })).map((t) => `${t[0]}${t[1]}`, (value) => {
            if (typeof value !== "string" || value.length === 0) throw new SError("Invalid type");
            return [value[0], safeSubstring(value, 1)];
          }));
        }
        return constant("");
      }
      throw new SError(`Assertions of kind ${astNode.kind} not implemented yet!`);
    case "Backreference":
      throw new SError(`Backreference nodes not implemented yet!`);
    case "UnicodeProperty":
      return unicodePropertyArbitrary(astNode);
    default:
      throw raiseUnsupportedASTNode(astNode);
  }
}
function stringMatching(regex, constraints = {}) {
  for (const flag of regex.flags) if (flag !== "d" && flag !== "g" && flag !== "m" && flag !== "s" && flag !== "u") throw new SError(`Unable to use "stringMatching" against a regex using the flag ${flag}`);
  const maxLength = constraints.maxLength;
  const sanitizedConstraints = {
    size: constraints.size,
    maxLength
  };
  const flags = {
    multiline: regex.multiline,
    dotAll: regex.dotAll
  };
  let regexRootToken = addMissingDotStar(tokenizeRegex(regex));
  if (maxLength !== void 0) regexRootToken = clampRegexAst(regexRootToken, maxLength);
  const baseArbitrary = toMatchingArbitrary(regexRootToken, sanitizedConstraints, flags);
  if (maxLength !== void 0) return baseArbitrary.filter((s) => [...s].length <= maxLength);
  return baseArbitrary;
}
function initZippedValues(its) {
  const vs = [];
  for (let index = 0; index !== its.length; ++index) vs.push(its[index].next());
  return vs;
}
function nextZippedValues(its, vs) {
  for (let index = 0; index !== its.length; ++index) vs[index] = its[index].next();
}
function isDoneZippedValues(vs) {
  for (let index = 0; index !== vs.length; ++index) if (vs[index].done) return true;
  return false;
}
function* zipIterableIterators(...its) {
  const vs = initZippedValues(its);
  while (!isDoneZippedValues(vs)) {
    yield vs.map((v) => v.value);
    nextZippedValues(its, vs);
  }
}
function* iotaFrom(startValue) {
  let value = startValue;
  while (true) {
    yield value;
    ++value;
  }
}
var LimitedShrinkArbitrary = class extends Arbitrary {
  constructor(arb, maxShrinks) {
    super();
    this.arb = arb;
    this.maxShrinks = maxShrinks;
  }
  generate(mrng, biasFactor) {
    const value = this.arb.generate(mrng, biasFactor);
    return this.valueMapper(value, 0);
  }
  canShrinkWithoutContext(value) {
    return this.arb.canShrinkWithoutContext(value);
  }
  shrink(value, context2) {
    if (this.isSafeContext(context2)) return this.safeShrink(value, context2.originalContext, context2.length);
    return this.safeShrink(value, void 0, 0);
  }
  safeShrink(value, originalContext, currentLength) {
    const remaining = this.maxShrinks - currentLength;
    if (remaining <= 0) return Stream.nil();
    return new Stream(zipIterableIterators(this.arb.shrink(value, originalContext), iotaFrom(currentLength + 1))).take(remaining).map((valueAndLength) => this.valueMapper(valueAndLength[0], valueAndLength[1]));
  }
  valueMapper(v, newLength) {
    const context2 = {
      originalContext: v.context,
      length: newLength
    };
    return new Value(v.value, context2);
  }
  isSafeContext(context2) {
    return context2 !== null && context2 !== void 0 && typeof context2 === "object" && "originalContext" in context2 && "length" in context2;
  }
};
function limitShrink(arbitrary, maxShrinks) {
  return new LimitedShrinkArbitrary(arbitrary, maxShrinks);
}
var LifeCyclePluginSymbol = /* @__PURE__ */ Symbol.for("fast-check/plugin/life-cycle");
function computeResultingAfterHooks(teardownFunctions, hooks) {
  if (teardownFunctions.length === 0) return hooks.afterHooks;
  if (hooks.afterHooks.length === 0) return teardownFunctions.map((details) => details.fn);
  const afterAndPluginIndices = [];
  for (const value of teardownFunctions) {
    const { index, fn } = value;
    afterAndPluginIndices.push({
      index: hooks.beforeHooksIndices[index],
      fn
    });
  }
  for (let index = 0; index !== hooks.afterHooks.length; ++index) afterAndPluginIndices.push({
    index: hooks.afterHooksIndices[index],
    fn: hooks.afterHooks[index]
  });
  afterAndPluginIndices.sort((a, b) => a.index - b.index);
  return afterAndPluginIndices.map((details) => details.fn);
}
function lifeCycleHooksRunner(hooks, nestedRun, value) {
  let wrappedRunOutput = null;
  let wrappedRunContinuation = void 0;
  const teardownFunctions = [];
  if (hooks.beforeHooks.length !== 0) try {
    for (let index = 0; index !== hooks.beforeHooks.length; ++index) {
      const before = hooks.beforeHooks[index];
      if (wrappedRunContinuation === void 0) {
        const out = before();
        if (typeof out === "function") teardownFunctions.push({
          index,
          fn: out
        });
        if (typeof out === "object") wrappedRunContinuation = out.then((beforeOut) => {
          if (beforeOut !== void 0) teardownFunctions.push({
            index,
            fn: beforeOut
          });
          return null;
        });
      } else wrappedRunContinuation = wrappedRunContinuation.then(() => {
        const beforeOut = before();
        if (beforeOut === void 0) return null;
        if (typeof beforeOut === "function") {
          teardownFunctions.push({
            index,
            fn: beforeOut
          });
          return null;
        }
        return beforeOut.then((beforeOutNested) => {
          if (beforeOutNested !== void 0) teardownFunctions.push({
            index,
            fn: beforeOutNested
          });
          return null;
        });
      });
    }
  } catch (error) {
    wrappedRunOutput = { error };
  }
  if (wrappedRunOutput === null) {
    if (wrappedRunContinuation === void 0) {
      const out = nestedRun(value);
      if (out !== null && "then" in out) wrappedRunContinuation = out;
      else wrappedRunOutput = out;
    } else wrappedRunContinuation = wrappedRunContinuation.then(() => nestedRun(value), (error) => ({ error }));
  }
  if (wrappedRunContinuation === void 0) {
    const resultingAfterHooks = computeResultingAfterHooks(teardownFunctions, hooks);
    for (let index = resultingAfterHooks.length - 1; index >= 0; --index) {
      const after = resultingAfterHooks[index];
      if (wrappedRunContinuation === void 0) try {
        const out = after();
        if (typeof out === "object") wrappedRunContinuation = out.then(() => wrappedRunOutput, (error) => wrappedRunOutput || { error });
      } catch (error) {
        wrappedRunOutput = { error };
      }
      else wrappedRunContinuation = wrappedRunContinuation.then((previous) => {
        try {
          const out = after();
          if (typeof out === "object") return out.then(() => previous, (error) => previous || { error });
          return previous;
        } catch (error) {
          return previous || { error };
        }
      });
    }
  } else wrappedRunContinuation = wrappedRunContinuation.then((previousBeforeAfters) => {
    const resultingAfterHooks = computeResultingAfterHooks(teardownFunctions, hooks);
    if (resultingAfterHooks.length === 0) return previousBeforeAfters;
    let afterContinuation = Promise.resolve(previousBeforeAfters);
    for (let index = resultingAfterHooks.length - 1; index >= 0; --index) {
      const after = resultingAfterHooks[index];
      afterContinuation = afterContinuation.then((previous) => {
        try {
          const out = after();
          return out === void 0 ? previous : out.then(() => previous, (error) => previous || { error });
        } catch (error) {
          return previous || { error };
        }
      });
    }
    return afterContinuation;
  });
  return wrappedRunContinuation === void 0 ? wrappedRunOutput : wrappedRunContinuation;
}
function beforeEach(fn) {
  return (pluginIndex, pluginStore) => {
    let lifeCycleHooks = pluginStore.get(LifeCyclePluginSymbol);
    if (lifeCycleHooks !== void 0 && lifeCycleHooks.lastPluginIndex === pluginIndex - 1) {
      lifeCycleHooks.lastPluginIndex = pluginIndex;
      lifeCycleHooks.beforeHooks.push(fn);
      lifeCycleHooks.beforeHooksIndices.push(pluginIndex);
      return {};
    }
    lifeCycleHooks = {
      lastPluginIndex: pluginIndex,
      beforeHooks: [fn],
      beforeHooksIndices: [pluginIndex],
      afterHooks: [],
      afterHooksIndices: []
    };
    pluginStore.set(LifeCyclePluginSymbol, lifeCycleHooks);
    return { decorateRun: (nestedRun) => (value) => lifeCycleHooksRunner(lifeCycleHooks, nestedRun, value) };
  };
}
function afterEach(fn) {
  return (pluginIndex, pluginStore) => {
    let lifeCycleHooks = pluginStore.get(LifeCyclePluginSymbol);
    if (lifeCycleHooks !== void 0 && lifeCycleHooks.lastPluginIndex === pluginIndex - 1) {
      lifeCycleHooks.lastPluginIndex = pluginIndex;
      lifeCycleHooks.afterHooks.push(fn);
      lifeCycleHooks.afterHooksIndices.push(pluginIndex);
      return {};
    }
    lifeCycleHooks = {
      lastPluginIndex: pluginIndex,
      beforeHooks: [],
      beforeHooksIndices: [],
      afterHooks: [fn],
      afterHooksIndices: [pluginIndex]
    };
    pluginStore.set(LifeCyclePluginSymbol, lifeCycleHooks);
    return { decorateRun: (nestedRun) => (value) => lifeCycleHooksRunner(lifeCycleHooks, nestedRun, value) };
  };
}
function unbiased() {
  return () => {
    return { decorateGenerate: (nestedGenerate) => (mrng, _runId) => nestedGenerate(mrng, void 0) };
  };
}
function fromSyncCachedForAsyncPath(cachedValue) {
  return cachedValue === null ? new PreconditionFailure() : cachedValue;
}
function fromCached(cachedValue) {
  if (cachedValue !== null) {
    if ("then" in cachedValue) return cachedValue.then(fromSyncCachedForAsyncPath);
    else return cachedValue;
  }
  return new PreconditionFailure();
}
function equalValuesRunner(coveredCases, nestedRun, value, skipRuns) {
  const stringifiedValue = stringify(value);
  if (coveredCases.has(stringifiedValue)) {
    const lastOutput = coveredCases.get(stringifiedValue);
    return skipRuns ? fromCached(lastOutput) : lastOutput;
  }
  const out = nestedRun(value);
  coveredCases.set(stringifiedValue, out);
  return out;
}
function ignoreEqualValues() {
  return () => {
    const coveredCases = /* @__PURE__ */ new Map();
    return { decorateRun: (nestedRun) => (value) => equalValuesRunner(coveredCases, nestedRun, value, false) };
  };
}
function skipEqualValues() {
  return () => {
    const coveredCases = /* @__PURE__ */ new Map();
    return { decorateRun: (nestedRun) => (value) => equalValuesRunner(coveredCases, nestedRun, value, true) };
  };
}
var safeSetTimeout$1 = setTimeout;
var safeClearTimeout$1 = clearTimeout;
var safePerformanceNow = typeof performance !== "undefined" ? performance.now.bind(performance) : Date.now.bind(Date);
function interruptAfterDelay(timeMs, probe) {
  const limitTime = safePerformanceNow() + timeMs;
  let timeoutHandle = void 0;
  return {
    expired: () => safePerformanceNow() >= limitTime,
    clear: () => safeClearTimeout$1(timeoutHandle),
    promise: new Promise((resolve3) => {
      timeoutHandle = safeSetTimeout$1(() => {
        if (probe.running) probe.interruptedWhileRunning = true;
        resolve3(new PreconditionFailure(true));
      }, timeMs);
    })
  };
}
function timeLimitRunner(interrupt, nestedRun, value, probe) {
  probe.running = true;
  if (interrupt.expired()) {
    probe.interruptedWhileRunning = true;
    probe.running = false;
    return new PreconditionFailure(true);
  }
  const runOut = nestedRun(value);
  if (runOut === null || !("then" in runOut)) {
    probe.running = false;
    return runOut;
  }
  runOut.finally(() => probe.running = false);
  return Promise.race([runOut, interrupt.promise]);
}
function interruptAfterTimeLimit(timeLimitMs, options = {}) {
  return () => {
    const probe = {
      interruptedWhileRunning: false,
      running: false
    };
    const interrupt = interruptAfterDelay(timeLimitMs, probe);
    return {
      decorateRun: (nestedRun) => (value) => timeLimitRunner(interrupt, nestedRun, value, probe),
      onAllRunsComplete: (runDetails) => {
        interrupt.clear();
        if (options.failOnInterrupt && !runDetails.failed && runDetails.interrupted && probe.interruptedWhileRunning) return reportRunDetails({
          ...runDetails,
          failed: true
        });
      }
    };
  };
}
var safeSetTimeout = setTimeout;
var safeClearTimeout = clearTimeout;
function timeoutAfter(timeMs) {
  let timeoutHandle = void 0;
  return {
    clear: () => safeClearTimeout(timeoutHandle),
    promise: new Promise((resolve3) => {
      timeoutHandle = safeSetTimeout(() => {
        resolve3({ error: new SError(`Property timeout: exceeded limit of ${timeMs} milliseconds`) });
      }, timeMs);
    })
  };
}
function timeoutRunner(timeMs, nestedRun, value) {
  const t = timeoutAfter(timeMs);
  const runOut = nestedRun(value);
  if (runOut === null || !("then" in runOut)) {
    t.clear();
    return runOut;
  }
  const propRun = Promise.race([runOut, t.promise]);
  propRun.then(t.clear, t.clear);
  return propRun;
}
function timeout(timeMs) {
  return () => {
    return { decorateRun: (nestedRun) => (value) => timeoutRunner(timeMs, nestedRun, value) };
  };
}
var fast_check_default_exports = /* @__PURE__ */ __exportAll({
  Arbitrary: () => Arbitrary,
  ExecutionStatus: () => ExecutionStatus,
  PreconditionFailure: () => PreconditionFailure,
  Random: () => Random,
  Stream: () => Stream,
  Value: () => Value,
  VerbosityLevel: () => VerbosityLevel,
  __commitHash: () => __commitHash,
  __type: () => __type,
  __version: () => __version,
  afterEach: () => afterEach,
  anything: () => anything,
  array: () => array,
  assert: () => assert,
  asyncDefaultReportMessage: () => asyncDefaultReportMessage,
  asyncModelRun: () => asyncModelRun,
  asyncProperty: () => asyncProperty,
  asyncStringify: () => asyncStringify,
  asyncToStringMethod: () => asyncToStringMethod,
  base64String: () => base64String,
  beforeEach: () => beforeEach,
  bigInt: () => bigInt,
  bigInt64Array: () => bigInt64Array,
  bigUint64Array: () => bigUint64Array,
  boolean: () => boolean,
  chainUntil: () => chainUntil,
  check: () => check,
  clone: () => clone,
  cloneIfNeeded: () => cloneIfNeeded,
  cloneMethod: () => cloneMethod,
  commands: () => commands,
  compareBooleanFunc: () => compareBooleanFunc,
  compareFunc: () => compareFunc,
  configureGlobal: () => configureGlobal,
  constant: () => constant,
  constantFrom: () => constantFrom,
  context: () => context,
  createDepthIdentifier: () => createDepthIdentifier,
  date: () => date,
  defaultReportMessage: () => defaultReportMessage,
  dictionary: () => dictionary,
  domain: () => domain,
  double: () => double,
  emailAddress: () => emailAddress,
  entityGraph: () => entityGraph,
  falsy: () => falsy,
  float: () => float,
  float32Array: () => float32Array,
  float64Array: () => float64Array,
  func: () => func,
  gen: () => gen,
  getDepthContextFor: () => getDepthContextFor,
  hasAsyncToStringMethod: () => hasAsyncToStringMethod,
  hasCloneMethod: () => hasCloneMethod,
  hasToStringMethod: () => hasToStringMethod,
  hash: () => hash,
  ignoreEqualValues: () => ignoreEqualValues,
  infiniteStream: () => infiniteStream,
  installGlobalPlugin: () => installGlobalPlugin,
  int16Array: () => int16Array,
  int32Array: () => int32Array,
  int8Array: () => int8Array,
  integer: () => integer,
  interruptAfterTimeLimit: () => interruptAfterTimeLimit,
  ipV4: () => ipV4,
  ipV4Extended: () => ipV4Extended,
  ipV6: () => ipV6,
  json: () => json2,
  jsonValue: () => jsonValue,
  letrec: () => letrec,
  limitShrink: () => limitShrink,
  lorem: () => lorem,
  map: () => map,
  mapToConstant: () => mapToConstant,
  maxSafeInteger: () => maxSafeInteger,
  maxSafeNat: () => maxSafeNat,
  memo: () => memo,
  mixedCase: () => mixedCase,
  modelRun: () => modelRun,
  nat: () => nat,
  noBias: () => noBias,
  noShrink: () => noShrink,
  object: () => object,
  oneof: () => oneof,
  option: () => option,
  pre: () => pre,
  property: () => property,
  readConfigureGlobal: () => readConfigureGlobal,
  record: () => record,
  resetConfigureGlobal: () => resetConfigureGlobal,
  sample: () => sample,
  scheduledModelRun: () => scheduledModelRun,
  scheduler: () => scheduler,
  schedulerFor: () => schedulerFor,
  set: () => set,
  shuffledSubarray: () => shuffledSubarray,
  skipEqualValues: () => skipEqualValues,
  sparseArray: () => sparseArray,
  statistics: () => statistics,
  stream: () => stream,
  string: () => string,
  stringMatching: () => stringMatching,
  stringify: () => stringify,
  subarray: () => subarray,
  timeout: () => timeout,
  toStringMethod: () => toStringMethod,
  tuple: () => tuple,
  uint16Array: () => uint16Array,
  uint32Array: () => uint32Array,
  uint8Array: () => uint8Array,
  uint8ClampedArray: () => uint8ClampedArray,
  ulid: () => ulid,
  unbiased: () => unbiased,
  uniqueArray: () => uniqueArray,
  uuid: () => uuid,
  webAuthority: () => webAuthority,
  webFragments: () => webFragments,
  webPath: () => webPath,
  webQueryParameters: () => webQueryParameters,
  webSegment: () => webSegment,
  webUrl: () => webUrl
});
var __type = "module";
var __version = "4.10.2";
var __commitHash = "c77afa8277a67250d798c52e61343b8ed5fd268b";
var fast_check_default = fast_check_default_exports;

// conformance/arbitraries/bodies.ts
var notJson = fast_check_default.constantFrom(
  "{",
  '{"excludeDebugFields": }',
  "excludeDebugFields=true",
  "{'meta': {}}",
  "[1,",
  "nul"
);
var notObject = fast_check_default.oneof(fast_check_default.constant([]), fast_check_default.integer(), fast_check_default.string(), fast_check_default.constant(null), fast_check_default.boolean()).map((v) => JSON.stringify(v));
var notBoolean = fast_check_default.oneof(fast_check_default.string(), fast_check_default.integer(), fast_check_default.constant(null), fast_check_default.constant([]), fast_check_default.constant({}));
var notString = fast_check_default.oneof(fast_check_default.integer(), fast_check_default.constant(null), fast_check_default.boolean(), fast_check_default.constant([]), fast_check_default.constant({}));
var malformedContextBody = fast_check_default.oneof(
  notJson,
  notObject,
  notBoolean.map((excludeDebugFields) => JSON.stringify({ excludeDebugFields })),
  fast_check_default.oneof(
    notObject.map((m) => JSON.parse(m)),
    fast_check_default.constant("meta")
  ).map((meta) => JSON.stringify({ meta })),
  fast_check_default.tuple(fast_check_default.string({ maxLength: 8 }), notString).map(([k, v]) => JSON.stringify({ meta: { [k]: v } }))
);
var malformedFactoryBody = fast_check_default.oneof(
  notJson,
  notObject,
  fast_check_default.constant(JSON.stringify({})),
  fast_check_default.constant(JSON.stringify({ excludeDebugFields: true })),
  fast_check_default.oneof(fast_check_default.constant([]), fast_check_default.integer(), fast_check_default.string(), fast_check_default.constant(null), fast_check_default.boolean()).map((choiceArguments) => JSON.stringify({ choiceArguments }))
);
var malformedContextExamples = [
  "{not json",
  "[]",
  '"excludeDebugFields"',
  '{"excludeDebugFields":"yes"}',
  '{"meta":[]}',
  '{"meta":{"k":1}}'
];
var malformedFactoryExamples = [
  "{not json",
  "[]",
  "{}",
  '{"excludeDebugFields":true}',
  '{"choiceArguments":[]}',
  '{"choiceArguments":null}',
  '{"choiceArguments":"x"}',
  '{"choiceArguments":1}',
  '{"choiceArguments":true}'
];
var invalidPageSizeExamples = [0, 1001, -1, 1.5, "10", null, void 0, true, [10], { value: 10 }];
var invalidPageSize = fast_check_default.oneof(
  fast_check_default.constantFrom(0, 1001, -1),
  fast_check_default.integer({ max: 0 }),
  fast_check_default.integer({ min: 1001 }),
  fast_check_default.double({ min: 0.5, max: 999.5, noNaN: true }).filter((d) => !Number.isInteger(d)),
  fast_check_default.integer({ min: 1, max: 1e3 }).map(String),
  fast_check_default.constantFrom(null, true, void 0),
  fast_check_default.constant([10]),
  fast_check_default.constant({ value: 10 })
);

// conformance/arbitraries/ids.ts
var hex = (length) => fast_check_default.uint8Array({ minLength: Math.ceil(length / 2), maxLength: Math.ceil(length / 2) }).map((bytes) => Buffer.from(bytes).toString("hex").slice(0, length));
var HINT_START = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"];
var HINT_REST = [...HINT_START, "_", "-"];
var hint = fast_check_default.tuple(fast_check_default.constantFrom(...HINT_START), fast_check_default.array(fast_check_default.constantFrom(...HINT_REST), { maxLength: 30 })).map(([first, rest]) => first + rest.join(""));
var urlHostile = fast_check_default.constantFrom(
  "/",
  "?",
  "#",
  "%",
  "&",
  "+",
  " ",
  ":",
  ";",
  "=",
  "@",
  "[",
  "]",
  '"',
  "\\",
  "..",
  "%2F",
  "\xE9",
  "\u{1F600}"
);
function unknownAllocationId(known2) {
  return fast_check_default.oneof(
    fast_check_default.tuple(hex(64), hex(2), hex(64)).map(([a, b, c]) => `00${a}ca${b}1220${c}`),
    fast_check_default.string({ minLength: 1, maxLength: 40 }),
    fast_check_default.array(fast_check_default.oneof(urlHostile, fast_check_default.string({ minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(""))
  ).filter((id) => !known2.has(id) && id !== "." && id !== "..");
}
function unknownParty(known2) {
  return fast_check_default.tuple(hint, hex(64)).map(([hint2, ns]) => `${hint2}::1220${ns}`).filter((party) => !known2.has(party));
}

// conformance/client/answer.ts
var KEPT_TEXT = 1024 * 1024;
function exchangeOf(request, answer, lease) {
  let text2 = null;
  let parsed = null;
  const lent = () => {
    if (lease && !lease.live)
      throw new Error(
        `the body of ${request.method} ${request.url} is read after it went back to the client (Read, recycle())`
      );
  };
  return {
    request,
    status: answer.status,
    contentType: answer.contentType,
    get bytes() {
      lent();
      return answer.bytes;
    },
    get text() {
      lent();
      if (text2 !== null) return text2;
      const decoded = new TextDecoder().decode(answer.bytes);
      if (answer.bytes.length <= KEPT_TEXT) text2 = decoded;
      return decoded;
    },
    get json() {
      lent();
      if (!parsed) {
        let value;
        try {
          value = JSON.parse(this.text);
        } catch {
          value = void 0;
        }
        parsed = { value };
      }
      return parsed.value;
    }
  };
}

// conformance/client/body-store.ts
var MIB = 1024 * 1024;
var Charge = class {
  constructor(held) {
    this.held = held;
  }
  held;
  bytes = 0;
  /** Room for `total` bytes of this body in all. */
  to(total) {
    if (total <= this.bytes) return null;
    const refused = this.held.take(total - this.bytes, this.bytes);
    if (!refused) this.bytes = total;
    return refused;
  }
  release() {
    this.held.give(this.bytes);
    this.bytes = 0;
  }
};
var Gathered = class {
  constructor(buffer = (length) => Buffer.allocUnsafe(length)) {
    this.buffer = buffer;
  }
  buffer;
  chunks = [];
  exact = null;
  /** Whether a chunk came past the announced length: the body is then joined in a new buffer. */
  overran = false;
  length = 0;
  expect(length) {
    if (this.length === 0) this.exact = this.buffer(length);
  }
  add(chunk) {
    if (this.exact && this.length + chunk.length <= this.exact.length) this.exact.set(chunk, this.length);
    else {
      if (this.exact) this.chunks.push(this.exact.subarray(0, this.length));
      this.overran ||= this.exact !== null;
      this.exact = null;
      this.chunks.push(chunk);
    }
    this.length += chunk.length;
  }
  bytes() {
    if (this.exact) return this.exact.subarray(0, this.length);
    const bytes = this.overran ? Buffer.allocUnsafe(this.length) : this.buffer(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    this.chunks = [];
    return bytes.subarray(0, this.length);
  }
  drop() {
    this.chunks = [];
    this.exact = null;
  }
};
function expectIn(gathered, charge, length) {
  const refused = charge.to(length);
  if (!refused) gathered.expect(length);
  return refused;
}
function addTo(gathered, charge, chunk) {
  const refused = charge.to(gathered.length + chunk.length);
  if (!refused) gathered.add(chunk);
  return refused;
}
function ownBody(held) {
  const gathered = new Gathered();
  const charge = new Charge(held);
  return {
    expect: (length) => expectIn(gathered, charge, length),
    add: (chunk) => addTo(gathered, charge, chunk),
    end: () => {
      charge.release();
      return gathered.bytes();
    },
    drop: () => {
      charge.release();
      gathered.drop();
    }
  };
}
var KEPT_STORE_BYTES = 16 * MIB;
var MAX_KEPT_BYTES = 64 * MIB;
var BodyStore = class {
  constructor(held) {
    this.held = held;
  }
  held;
  buffer = Buffer.allocUnsafe(KEPT_STORE_BYTES);
  used = 0;
  arriving = false;
  /** Where each body in the store lies, lent or kept. */
  placed = /* @__PURE__ */ new Map();
  /** Kept bodies that got a buffer of their own: recycle() revokes them too. */
  keptOutside = /* @__PURE__ */ new Set();
  /** The room of every body not yet given or taken back. */
  charges = /* @__PURE__ */ new Map();
  /**
   * The buffer of a body larger than the store's, and the body that has it: the next such body takes it once that
   * one has gone back. Each made anew, a target answering tens of MB to every request had the kit hold several of
   * them, and their chunks, before the garbage collector freed them (README, Budgets).
   */
  large = null;
  largeFor = null;
  /** Room for one body, lent or kept, with the lease that says whether it may still be read. */
  sink(kept) {
    const lease = { live: true };
    const charge = new Charge(this.held);
    this.charges.set(lease, charge);
    if (this.arriving || kept && this.used > MAX_KEPT_BYTES) return this.outsideSink(lease, charge, kept);
    this.arriving = true;
    let start = this.used;
    let length = 0;
    let done = false;
    let own2 = null;
    const finish = () => {
      done = true;
      this.arriving = false;
    };
    return {
      lease,
      expect: (expected) => {
        const refused = charge.to(expected);
        if (refused || length > 0 || expected <= KEPT_STORE_BYTES) return refused;
        own2 = new Gathered(this.largeBuffer(lease));
        own2.expect(expected);
        return null;
      },
      add: (chunk) => {
        const refused = charge.to((own2?.length ?? length) + chunk.length);
        if (refused) return refused;
        if (own2) {
          own2.add(chunk);
          return null;
        }
        if (length + chunk.length > KEPT_STORE_BYTES) {
          own2 = new Gathered(this.largeBuffer(lease));
          own2.add(this.buffer.subarray(start, start + length));
          own2.add(chunk);
          return null;
        }
        if (start + length + chunk.length > this.buffer.length) {
          const larger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, length + chunk.length));
          this.buffer.copy(larger, 0, start, start + length);
          this.buffer = larger;
          start = 0;
        }
        this.buffer.set(chunk, start + length);
        length += chunk.length;
        return null;
      },
      end: () => {
        finish();
        if (own2) {
          const bytes = own2.bytes();
          own2 = null;
          this.placed.set(lease, { buffer: bytes, start: 0, end: bytes.length });
          return bytes;
        }
        this.used = start + length;
        this.placed.set(lease, { buffer: this.buffer, start, end: this.used });
        return this.buffer.subarray(start, this.used);
      },
      drop: () => {
        if (done) return;
        finish();
        own2?.drop();
        own2 = null;
        this.release(lease);
      }
    };
  }
  /** A body in a buffer of its own (one that arrives while another does, or past MAX_KEPT_BYTES of kept ones). */
  outsideSink(lease, charge, kept) {
    const gathered = new Gathered();
    let done = false;
    return {
      lease,
      expect: (length) => expectIn(gathered, charge, length),
      add: (chunk) => addTo(gathered, charge, chunk),
      end: () => {
        done = true;
        if (kept) this.keptOutside.add(lease);
        return gathered.bytes();
      },
      drop: () => {
        if (done) return;
        done = true;
        gathered.drop();
        this.release(lease);
      }
    };
  }
  /** The room of a body given back to the budget, and the large buffer when it had it. */
  release(lease) {
    this.charges.get(lease)?.release();
    this.charges.delete(lease);
    if (this.largeFor === lease) this.largeFor = null;
  }
  /** For a body larger than the store's buffer: the large buffer when no other body has it, else a new buffer. */
  largeBuffer(lease) {
    return (length) => {
      if (this.largeFor !== null && this.largeFor !== lease) return Buffer.allocUnsafe(length);
      if (!this.large || this.large.length < length) this.large = Buffer.allocUnsafe(length);
      this.largeFor = lease;
      return this.large.subarray(0, length);
    };
  }
  /** A lent body is given back: revoked, its room in the budget given back, and in the store taken back when it is the last body there. */
  giveBack(lease) {
    lease.live = false;
    this.keptOutside.delete(lease);
    this.release(lease);
    const at = this.placed.get(lease);
    if (!at) return;
    this.placed.delete(lease);
    if (at.buffer === this.buffer && at.end === this.used) this.used = at.start;
    if (this.placed.size === 0 && !this.arriving) this.used = 0;
  }
  /** Revokes every body in the store, and every kept one of its own, and takes back their room. */
  recycle() {
    for (const lease of [...this.placed.keys(), ...this.keptOutside]) {
      lease.live = false;
      this.release(lease);
    }
    this.placed.clear();
    this.keptOutside.clear();
    if (this.arriving) return;
    this.used = 0;
    if (this.buffer.length > KEPT_STORE_BYTES) this.buffer = Buffer.allocUnsafe(KEPT_STORE_BYTES);
  }
};

// conformance/client/deadline.ts
var noDeadline = { remainingMs: () => Number.POSITIVE_INFINITY, text: "" };
function deadlineIn(ms, text2) {
  const at = performance.now() + ms;
  return { remainingMs: () => at - performance.now(), text: text2 };
}
var deadlineError = (deadline, request, during) => new TargetError(
  during ? `${deadline.text}; stopped ${request.method} ${request.url}` : deadline.text,
  request.url,
  "deadline"
);

// conformance/client/held.ts
var Held = class {
  constructor(budget) {
    this.budget = budget;
  }
  budget;
  bytes = 0;
  most = 0;
  /** Bytes held now. */
  get now() {
    return this.bytes;
  }
  /** The most bytes held at once so far. */
  get peak() {
    return this.most;
  }
  /**
   * Room for `more` bytes of a body that holds `own` bytes already, taken; or, when the body would take the whole
   * past the budget while other answers are held, what it was refused for. A body alone is read whatever the
   * budget, up to the cap of one answer (--max-response-mb): the budget bounds answers held together.
   */
  take(more, own2) {
    const others = this.bytes - own2;
    if (others > 0 && this.bytes + more > this.budget) return { others, budget: this.budget };
    this.bytes += more;
    if (this.bytes > this.most) this.most = this.bytes;
    return null;
  }
  /** Gives back the room of bytes held. */
  give(bytes) {
    this.bytes -= bytes;
  }
};

// conformance/client/retry.ts
var TRANSIENT = /* @__PURE__ */ new Set([429, 502, 503, 504]);
var RETRIES = 3;
var sleep = (ms) => new Promise((resolve3) => setTimeout(resolve3, ms));
function retryDelayMs(header, attempt) {
  const seconds2 = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : NaN;
  return Number.isFinite(seconds2) ? Math.min(seconds2, 10) * 1e3 : 250 * 2 ** attempt;
}
function pacer(rateLimit, deadline) {
  let next2 = 0;
  const interval = rateLimit > 0 ? 1e3 / rateLimit : 0;
  return async (request) => {
    if (interval === 0) return;
    const now = performance.now();
    const wait = Math.max(0, next2 - now);
    next2 = Math.max(now, next2) + interval;
    if (wait > deadline.remainingMs()) throw deadlineError(deadline, request, false);
    if (wait > 0) await sleep(wait);
  };
}
async function withRetries(request, deadline, attempt, discard) {
  for (let tried = 0; ; tried++) {
    const answer = await attempt();
    const { exchange, retryAfter } = answer;
    if (!TRANSIENT.has(exchange.status)) return answer;
    discard(answer);
    if (tried >= RETRIES) {
      throw new TargetError(
        `${request.method} ${request.url}: still ${exchange.status} after ${RETRIES} retries (rate limited or unavailable; try a lower --rate-limit)`,
        request.url,
        "unavailable"
      );
    }
    const delay = retryDelayMs(retryAfter, tried);
    if (delay > deadline.remainingMs()) throw deadlineError(deadline, request, false);
    await sleep(delay);
  }
}

// conformance/client/transport.ts
import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { pipeline } from "node:stream";
import { rootCertificates } from "node:tls";

// conformance/client/decode.ts
import { constants, createBrotliDecompress, createGunzip, createUnzip } from "node:zlib";
var MAX_CODINGS = 2;
function decodersOf(header) {
  const codings = (header ?? "").split(",").map((c) => c.trim().toLowerCase()).filter((c) => c !== "" && c !== "identity");
  if (codings.length > MAX_CODINGS)
    return {
      decoders: [],
      error: `it has ${codings.length} content codings (${header ?? ""}); the kit decodes ${MAX_CODINGS} at most`
    };
  const zlibFlush = { flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH };
  const brotliFlush = { flush: constants.BROTLI_OPERATION_FLUSH, finishFlush: constants.BROTLI_OPERATION_FLUSH };
  const decoders = [];
  for (const coding of codings.reverse()) {
    if (coding === "gzip" || coding === "x-gzip") decoders.push(createGunzip(zlibFlush));
    else if (coding === "deflate") decoders.push(createUnzip(zlibFlush));
    else if (coding === "br") decoders.push(createBrotliDecompress(brotliFlush));
    else return { decoders: [] };
  }
  return { decoders };
}

// conformance/client/transport.ts
var MIB2 = 1024 * 1024;
var defaultMaxResponseBytes = 64 * MIB2;
var headerText = (value) => value === void 0 ? null : Array.isArray(value) ? value.join(", ") : value;
function utf8Of(header) {
  if (!/[\x80-\xff]/.test(header)) return header;
  const decoded = Buffer.from(header, "latin1").toString("utf8");
  return decoded.includes("\uFFFD") ? header : decoded;
}
function locationOf(raw, base) {
  if (raw === null) return null;
  const header = utf8Of(raw);
  if (header.length > 500) return previewOf(header, 500);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(header)) return header;
  try {
    return header.startsWith("//") ? `${new URL(base).protocol}${header}` : new URL(header, base).href;
  } catch {
    return header;
  }
}
function lengthOf(header) {
  return header !== void 0 && /^\d{1,15}$/.test(header) ? Number(header) : null;
}
function networkReason(error) {
  const code3 = error.code ?? error.message;
  const certificate = /CERT|SELF_SIGNED|UNABLE_TO_(GET_ISSUER|VERIFY)|ERR_TLS_CERT_ALTNAME_INVALID/.test(code3) || /certificate/i.test(error.message);
  return certificate ? `${code3} (the target's TLS certificate is not trusted: give --ca FILE with its CA certificate, or --insecure for a test target)` : code3;
}
var mbText = (bytes) => `${Math.round(bytes / MIB2 * 100) / 100} MB`;
var wireHeaders = (request, headers) => ({
  ...headers,
  "accept-encoding": "gzip, deflate, br",
  ...request.body === void 0 ? {} : { "content-length": String(Buffer.byteLength(request.body)) }
});
var InFlight = class {
  constructor(wire, request, headers, sink, resolve3, reject) {
    this.wire = wire;
    this.request = request;
    this.headers = headers;
    this.sink = sink;
    this.resolve = resolve3;
    this.reject = reject;
    this.what = `${request.method} ${request.url}`;
  }
  wire;
  request;
  headers;
  sink;
  resolve;
  reject;
  what;
  req = null;
  response = null;
  body = null;
  bytes = 0;
  settled = false;
  timer;
  /** Sends the request, with its timer: the timeout, or the run's deadline when that comes first. */
  send() {
    const { options, deadline } = this.wire;
    const url = new URL(this.request.url);
    const https = url.protocol === "https:";
    const limitMs = Math.min(options.timeoutMs, deadline.remainingMs());
    const byDeadline = limitMs < options.timeoutMs;
    this.timer = setTimeout(() => this.onTimeout(byDeadline), Math.max(0, limitMs));
    const req = (https ? httpsRequest : httpRequest)(url, {
      method: this.request.method,
      headers: wireHeaders(this.request, this.headers),
      agent: this.wire.agentOf(https)
    });
    this.req = req;
    req.on("error", (error) => this.onError(req, error));
    req.on("response", (res) => this.onResponse(res));
    req.end(this.request.body);
  }
  /** Ends the request with its answer, unless it has ended already. */
  answer(answer) {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.resolve(answer);
  }
  /** Ends the request with an error, unless it has ended already. */
  fail(error) {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.req?.destroy();
    this.body?.destroy();
    this.sink.drop();
    this.reject(error);
  }
  onTimeout(byDeadline) {
    const { request, what } = this;
    const { timeoutMs } = this.wire.options;
    if (byDeadline) return this.fail(deadlineError(this.wire.deadline, request, true));
    const message = this.response ? `${what}: the answer did not finish within ${timeoutMs} ms (${this.bytes.toLocaleString("en-US")} bytes read)` : `${what}: no answer within ${timeoutMs} ms`;
    this.fail(new TargetError(message, request.url, "timeout"));
  }
  onError(req, error) {
    const message = `${this.what}: ${networkReason(error)}`;
    const stale = req.reusedSocket && this.response === null && (error.code === "ECONNRESET" || error.code === "EPIPE");
    this.fail(stale ? new StaleSocket(message, this.request.url) : new TargetError(message, this.request.url));
  }
  /** The status and headers: a redirect or an unknown coding ends the request; else its body is read. */
  onResponse(res) {
    const { request, headers, what } = this;
    this.response = res;
    const status = res.statusCode ?? 0;
    const contentType = headerText(res.headers["content-type"]);
    if (status >= 300 && status < 400 && status !== 304) {
      const location = locationOf(headerText(res.headers["location"]), request.url);
      const exchange = { request: { ...request, headers }, status, contentType, text: "", json: void 0 };
      return this.fail(new RedirectError(exchange, location));
    }
    const { decoders, error } = decodersOf(headerText(res.headers["content-encoding"]));
    if (error)
      return this.fail(new TargetError(`the answer of ${what} cannot be read: ${error}`, request.url, "unreadable"));
    const stream2 = decoders.length === 0 ? res : this.decoded(res, decoders);
    this.body = stream2;
    const announced = decoders.length === 0 ? lengthOf(res.headers["content-length"]) : null;
    if (announced !== null && !this.expect(announced)) return;
    stream2.on("data", (chunk) => this.onData(chunk));
    stream2.on(
      "error",
      (failure2) => this.fail(new TargetError(`${what}: the answer broke off: ${networkReason(failure2)}`, request.url))
    );
    stream2.on("end", () => {
      const bytes = this.sink.end();
      this.answer({ status, contentType, retryAfter: headerText(res.headers["retry-after"]), bytes });
    });
    res.on("close", () => {
      if (!res.complete) this.fail(new TargetError(`${what}: the answer broke off before its end`, request.url));
    });
  }
  /** The body through its decoders; a failure to decode ends the request. */
  decoded(res, decoders) {
    return pipeline(res, ...decoders, (failure2) => {
      if (failure2 && !this.settled)
        this.fail(
          new TargetError(
            `${this.what}: the answer could not be decompressed: ${failure2.message}`,
            this.request.url,
            "unreadable"
          )
        );
    });
  }
  /** Room for a body of an announced length, taken; or false, and the request ended, when it is refused. */
  expect(length) {
    if (length > this.wire.maxBytes) {
      this.fail(this.tooLarge());
      return false;
    }
    const refused = this.sink.expect(length);
    if (refused) this.fail(this.tooLarge(refused));
    return refused === null;
  }
  /** A chunk, counted as it arrives, after decompression: an endless body or a gzip bomb stops at the cap. */
  onData(chunk) {
    this.bytes += chunk.length;
    if (this.bytes > this.wire.maxBytes) return this.fail(this.tooLarge());
    const refused = this.sink.add(chunk);
    if (refused) this.fail(this.tooLarge(refused));
  }
  /** The body went past a bound: the cap of one answer, or, `refused` its room, the budget of the answers held. */
  tooLarge(refused = null) {
    const past = refused === null ? `passed ${this.wire.capText}; stopped reading (--max-response-mb)` : `would take the answers held at once past ${mbText(refused.budget)} (${mbText(refused.others)} held already); stopped reading (--max-held-mb)`;
    return new TargetError(`the answer of ${this.what} ${past}`, this.request.url, "too-large");
  }
};
function createTransport(options, deadline) {
  const maxBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
  const httpAgent = new HttpAgent({ keepAlive: true });
  let httpsAgent = null;
  const httpsAgentOf = () => httpsAgent ??= new HttpsAgent({
    keepAlive: true,
    // `ca` replaces the trusted set: Node's bundled CAs are kept, and the user's added to them.
    ...options.ca ? { ca: [...rootCertificates, options.ca] } : {},
    ...options.insecure ? { rejectUnauthorized: false } : {}
  });
  const wire = {
    options,
    deadline,
    maxBytes,
    capText: mbText(maxBytes),
    agentOf: (https) => https ? httpsAgentOf() : httpAgent
  };
  return {
    exchange: (request, headers, sink) => new Promise((resolve3, reject) => new InFlight(wire, request, headers, sink, resolve3, reject).send()),
    close: () => {
      httpAgent.destroy();
      httpsAgent?.destroy();
    }
  };
}

// conformance/client/curl.ts
var singleQuoted = (word) => `'${word.replace(/'/g, `'\\''`)}'`;
function curlOf(request, userHeaders) {
  const parts = [`curl -X ${request.method} ${singleQuoted(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === "accept") continue;
    parts.push(`-H ${singleQuoted(`${name}: ${name in userHeaders ? "***" : value}`)}`);
  }
  if (request.body !== void 0) parts.push(`-d ${singleQuoted(request.body)}`);
  return parts.join(" ");
}
function shellQuote(word) {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : singleQuoted(word);
}

// conformance/client/exchange.ts
var readVia = (send) => async (request, use) => use(await send(request));
function askOf(send, read2 = readVia(send)) {
  function ask(request, use) {
    return use ? read2(request, use) : send(request);
  }
  return ask;
}

// conformance/client/client.ts
async function receive(transport, parts, request, headers, keeping) {
  const stored = keeping === "own" ? null : parts.store.sink(keeping === "kept");
  try {
    const answer = await transport.exchange(request, headers, stored ?? ownBody(parts.held));
    return { answer, lease: stored?.lease ?? null };
  } catch (error) {
    stored?.drop();
    throw error;
  }
}
var headersOf = (request, users) => ({
  // Real clients send a JSON content type even on GET (docs/deployments.md, URLs of a real deployment).
  "content-type": request.contentType ?? "application/json",
  accept: "application/json",
  ...request.anonymous ? {} : users
});
function createClient(options) {
  let sent = 0;
  const deadline = options.deadline ?? noDeadline;
  const pace = pacer(options.rateLimit, deadline);
  const transport = createTransport(options, deadline);
  const held = new Held(options.maxHeldBytes ?? Number.POSITIVE_INFINITY);
  const store = new BodyStore(held);
  const once = async (request, headers, keeping) => {
    await pace(request);
    if (deadline.remainingMs() <= 0) throw deadlineError(deadline, request, false);
    sent++;
    let received;
    try {
      received = await receive(transport, { store, held }, request, headers, keeping);
    } catch (error) {
      if (!(error instanceof StaleSocket)) throw error;
      sent++;
      received = await receive(transport, { store, held }, request, headers, keeping);
    }
    const { answer, lease } = received;
    return { exchange: exchangeOf({ ...request, headers }, answer, lease), retryAfter: answer.retryAfter, lease };
  };
  const sendWith = async (request, keeping) => {
    const headers = headersOf(request, options.headers);
    const { exchange, lease } = await withRetries(
      request,
      deadline,
      () => once(request, headers, keeping),
      (retried) => {
        if (retried.lease) store.giveBack(retried.lease);
      }
    );
    return { exchange, lease };
  };
  const send = async (request) => (await sendWith(request, options.recycle ? "kept" : "own")).exchange;
  const read2 = async (request, use) => {
    const { exchange, lease } = await sendWith(request, "lent");
    try {
      return use(exchange);
    } finally {
      if (lease) store.giveBack(lease);
    }
  };
  return {
    send,
    read: read2,
    recycle: () => store.recycle(),
    count: () => sent,
    held: () => ({ now: held.now, peak: held.peak }),
    close: transport.close
  };
}

// conformance/history/cursors.ts
var FAR_FUTURE = "9999-12-31T23:59:59.999999Z";
var FAR_NANOS = parseInstantNanos(FAR_FUTURE);
var MICRO = 1000n;
var floorMicros = (nanos) => nanos - (nanos % MICRO + MICRO) % MICRO;
var cursorAt = (migrationId, nanos) => ({
  after_migration_id: migrationId,
  after_record_time: nanos >= FAR_NANOS ? FAR_FUTURE : formatInstantMicros(nanos)
});
var cursorAtExactly = (migrationId, nanos) => nanos % MICRO === 0n ? cursorAt(migrationId, nanos) : { after_migration_id: migrationId, after_record_time: formatInstantNanos(nanos) };
function cursorPosition(cursor) {
  const nanos = parseInstantNanos(cursor.after_record_time);
  return nanos === null ? null : { migrationId: cursor.after_migration_id, recordTime: cursor.after_record_time, nanos };
}

// conformance/history/read-defects.ts
var ReadingStopped = class extends Error {
};
var DefectLog = class {
  constructor(found2) {
    this.found = found2;
  }
  found;
  defects = [];
  /** Records an answer that broke a rule and stops the reading (throws ReadingStopped). */
  stop(check2, expected, received, exchange, input) {
    this.note(check2, expected, received, exchange, input);
    throw new ReadingStopped();
  }
  /** Records an answer that disagrees with another read of the same place, and lets the reading go on. */
  note(check2, expected, received, exchange, input) {
    if (this.defects.some((d) => d.check === check2)) return;
    this.defects.push({ check: check2, expected, received, exchange: withoutBody(exchange), input, found: this.found });
  }
};
function expectInOrder(log, p, before, at) {
  const { previous, cursor } = before;
  const { index, exchange, body } = at;
  if (cursor && comparePositions(p, cursor) <= 0)
    log.stop(
      "d-cursor-exclusive",
      `every event after ${describePosition(cursor)}`,
      `events[${index}] at ${describePosition(p)}`,
      exchange,
      at.cursorInput ?? body
    );
  if (previous && comparePositions(previous, p) >= 0)
    log.stop(
      "d-order",
      `the event after ${describePosition(previous)} to be later`,
      `events[${index}] at ${describePosition(p)}`,
      exchange,
      body
    );
}
var preview = (exchange) => `${exchange.status} ${bodyPreview(exchange, 120)}`;
function crossingProblem(before, after, boundaries) {
  if (before.migrationId === after.migrationId) return null;
  const boundary = boundaries.find((b) => b.migrationId === before.migrationId);
  if (!boundary) return null;
  if (comparePositions(before, boundary.last) === 0 && comparePositions(after, boundary.next) === 0) return null;
  return `${describePosition(before)}, then ${describePosition(after)}, where one-item reads found migration ${boundary.migrationId} ending at ${boundary.last.recordTime} and migration ${boundary.nextMigrationId} beginning at ${boundary.next.recordTime}`;
}

// conformance/history/probes.ts
var Unreadable = class extends Error {
};
var HistoryProbes = class {
  constructor(read2, urls, outOfTime) {
    this.read = read2;
    this.urls = urls;
    this.outOfTime = outOfTime;
  }
  read;
  urls;
  outOfTime;
  requests = 0;
  /**
   * What broke a rule: `stop` ends the map there, `note` records a disagreement and goes on, since the map itself
   * still holds (each migration's first item, its last), and the other checks still look everywhere.
   */
  log = new DefectLog("map");
  started = performance.now();
  /**
   * The positions of a page after a cursor, each checked to lie after the cursor and after the one before it; the
   * request itself comes back with them, for a later defect to show.
   */
  async page(size, after) {
    this.requests++;
    const body = { page_size: size, ...after ? { after } : {} };
    const request = eventsRequest(this.urls, body);
    const cursor = after ? cursorPosition(after) : null;
    return this.read(request, (exchange) => {
      if (exchange.status !== 200) {
        this.log.note(
          "d-page-size-bound",
          "200 with a page for a valid page_size and cursor",
          preview(exchange),
          exchange,
          body
        );
        throw new Unreadable(`the event history could not be read: ${preview(exchange)}`);
      }
      const positions = [];
      let unpositioned = null;
      const verdict = eachEvent(
        exchange,
        (item, i) => {
          const p = positionOf(item);
          if (p) positions.push(p);
          else unpositioned ??= i;
        },
        "outline"
      );
      if (!verdict.page) throw new Unreadable(`the event history could not be read: ${preview(exchange)}`);
      if (unpositioned !== null)
        this.log.stop(
          "response-schema",
          "every event with a migration id and a record time (the cursor of the next page)",
          `events[${unpositioned}] has none`,
          exchange,
          body
        );
      positions.forEach(
        (p, i) => expectInOrder(
          this.log,
          p,
          { previous: positions[i - 1], cursor },
          { index: i, exchange, body, cursorInput: [after, size] }
        )
      );
      return { positions, exchange: withoutBody(exchange) };
    });
  }
  /** The first item after a cursor, or null past the end. */
  async probe(after) {
    const { positions, exchange } = await this.page(1, after);
    return { position: positions[0] ?? null, exchange };
  }
};

// conformance/history/boundaries.ts
var SECOND = 1000000000n;
var END_PAGE = 100;
var END_PAGES = 5;
var BoundaryFinder = class extends HistoryProbes {
  /** The first item of every migration, hopping from one to the next with a far-future cursor. */
  async firsts() {
    const first = (await this.probe(void 0)).position;
    if (!first) return [];
    const firsts = [first];
    for (; ; ) {
      if (this.outOfTime()) return firsts;
      const last = firsts[firsts.length - 1];
      const next2 = (await this.probe(cursorAt(last.migrationId, FAR_NANOS))).position;
      if (!next2) return firsts;
      firsts.push(next2);
    }
  }
  /**
   * The last item of migration `index`: a gallop and a bisection with one-item probes bring it within a time span
   * (a second, then finer while that span holds too many items), then a read forward from there finds it. The item
   * that follows it must be the next migration's first, as the hops found it.
   */
  async lastOf(index, firsts) {
    const { migrationId, nanos: start } = firsts[index];
    const next2 = firsts[index + 1] ?? null;
    const after = async (t) => {
      const cursor = cursorAtExactly(migrationId, t);
      const { position, exchange } = await this.probe(cursor);
      if (position && position.migrationId !== migrationId) {
        if (next2 && comparePositions(position, next2) !== 0)
          this.log.note(
            "d-reads-agree",
            `after the end of migration ${migrationId}, the first item of migration ${next2.migrationId} at ${next2.recordTime}, as a cursor at the far future of migration ${migrationId} answers`,
            `an item at ${describePosition(position)}`,
            exchange,
            [cursor, 1]
          );
        return null;
      }
      return position;
    };
    let lo = start;
    let hi = FAR_NANOS;
    for (let step = SECOND; lo + step < hi; step *= 8n) {
      if (this.outOfTime()) return null;
      const found2 = await after(lo + step);
      if (found2 === null) {
        hi = lo + step;
        break;
      }
      lo = found2.nanos;
    }
    for (let span = SECOND; ; span = span > 1000n ? span / 1000n : 1n) {
      while (hi - lo > span) {
        if (this.outOfTime()) return null;
        const mid = span >= MICRO ? floorMicros((lo + hi) / 2n) : (lo + hi) / 2n;
        if (mid <= lo) break;
        const found2 = await after(mid);
        if (found2 === null) hi = mid;
        else if (found2.nanos <= lo) break;
        else lo = found2.nanos;
      }
      const end = await this.readToEnd(migrationId, lo, next2);
      if (end !== "more") return end;
      if (span === 1n) return null;
    }
  }
  /**
   * Reads forward from just before the item at `lo` to the end of its migration: its last item, or 'more' when a
   * few pages did not reach it. The item at `lo`, which a probe found, must be among those read.
   */
  async readToEnd(migrationId, lo, next2) {
    let cursor = cursorAt(migrationId, lo - 1n);
    const first = cursor;
    let last = null;
    let sawLo = false;
    let firstExchange = null;
    for (let pages = 0; pages < END_PAGES; pages++) {
      const { positions, exchange } = await this.page(END_PAGE, cursor);
      firstExchange ??= exchange;
      for (const p of positions) {
        if (p.migrationId === migrationId) {
          last = p;
          if (p.nanos === lo) sawLo = true;
          continue;
        }
        if (next2 && comparePositions(p, next2) !== 0)
          this.log.note(
            "d-reads-agree",
            `after the last item of migration ${migrationId}, the first item of migration ${next2.migrationId} at ${next2.recordTime}, as a cursor at the far future of migration ${migrationId} answers`,
            `an item at ${describePosition(p)}`,
            exchange,
            { page_size: END_PAGE, after: cursor }
          );
        return this.checked(last, sawLo, migrationId, lo, firstExchange, first);
      }
      if (positions.length < END_PAGE) {
        if (next2)
          this.log.note(
            "d-reads-agree",
            `the first item of migration ${next2.migrationId} at ${next2.recordTime} after the last item of migration ${migrationId}, as a cursor at the far future of migration ${migrationId} answers`,
            `the end of the history after ${last ? describePosition(last) : "the cursor"}`,
            exchange,
            { page_size: END_PAGE, after: cursor }
          );
        return this.checked(last, sawLo, migrationId, lo, firstExchange, first);
      }
      const lastRead = positions[positions.length - 1];
      cursor = { after_migration_id: lastRead.migrationId, after_record_time: lastRead.recordTime };
    }
    return "more";
  }
  checked(last, sawLo, migrationId, lo, exchange, cursor) {
    if (!last)
      this.log.stop(
        "d-reads-agree",
        `a read from ${cursor.after_record_time} in migration ${migrationId} to hold the item a one-item read found at ${cursorAt(migrationId, lo).after_record_time}`,
        "no item of that migration",
        exchange,
        { page_size: END_PAGE, after: cursor }
      );
    if (!sawLo)
      this.log.note(
        "d-reads-agree",
        `a read from ${cursor.after_record_time} in migration ${migrationId} to hold the item a one-item read found at ${cursorAt(migrationId, lo).after_record_time}`,
        `items up to ${describePosition(last)} without it`,
        exchange,
        { page_size: END_PAGE, after: cursor }
      );
    return last;
  }
};

// conformance/history/map-shape.ts
var emptyMap = {
  migrations: [],
  samples: [],
  last: null,
  complete: true,
  requests: 0,
  durationMs: 0
};
function boundariesOf(map2) {
  return map2.migrations.slice(1).map((span, i) => {
    const before = map2.migrations[i];
    return { migrationId: before.migrationId, last: before.last, nextMigrationId: span.migrationId, next: span.first };
  });
}

// conformance/history/samples.ts
var FRACTIONS = [
  [1n, 2n],
  [1n, 4n],
  [3n, 4n],
  [1n, 8n],
  [3n, 8n],
  [5n, 8n],
  [7n, 8n]
];
async function samplesOf(probes, span) {
  const found2 = [];
  const width2 = span.last.nanos - span.first.nanos;
  for (const [n, d] of FRACTIONS) {
    if (probes.outOfTime()) break;
    const t = span.first.nanos + width2 * n / d;
    const cursor = cursorAt(span.migrationId, t);
    const at = cursorPosition(cursor);
    if (!at || comparePositions(at, span.first) < 0 || comparePositions(at, span.last) >= 0) continue;
    const { position, exchange } = await probes.probe(cursor);
    if (!position || comparePositions(position, span.last) > 0) {
      probes.log.note(
        "d-reads-agree",
        `the first item after ${describePosition(at)}: an item of migration ${span.migrationId} no later than its last, at ${span.last.recordTime}`,
        position ? `an item at ${describePosition(position)}` : "no item",
        exchange,
        [cursor, 1]
      );
      continue;
    }
    if (!found2.some((p) => comparePositions(p, position) === 0)) found2.push(position);
  }
  return found2;
}

// conformance/history/map-report.ts
var place = (p) => ({
  migrationId: p.migrationId,
  recordTime: p.recordTime
});
var historyReport = (map2) => ({
  migrations: map2.migrations.map((m) => ({ migrationId: m.migrationId, first: place(m.first), last: place(m.last) })),
  samples: map2.samples.map(place),
  last: map2.last && place(map2.last),
  complete: map2.complete,
  requests: map2.requests,
  durationMs: map2.durationMs
});

// conformance/history/map.ts
async function run(mapper) {
  const migrations = [];
  const samples = [];
  let complete = false;
  let problem;
  try {
    const firsts = await mapper.firsts();
    for (let i = 0; i < firsts.length; i++) {
      const last = await mapper.lastOf(i, firsts);
      if (!last) break;
      migrations.push({ migrationId: firsts[i].migrationId, first: firsts[i], last });
    }
    for (const span of migrations) samples.push(...await samplesOf(mapper, span));
    complete = migrations.length === firsts.length && !mapper.outOfTime();
  } catch (error) {
    if (error instanceof Unreadable) problem = error.message;
    else if (error instanceof TargetError) problem = `the event history could not be read: ${error.message}`;
    else if (!(error instanceof ReadingStopped)) throw error;
  }
  const top = migrations[migrations.length - 1];
  const map2 = {
    migrations,
    samples: samples.sort(comparePositions),
    last: complete && top ? top.last : null,
    complete,
    requests: mapper.requests,
    durationMs: Math.round(performance.now() - mapper.started)
  };
  return { map: map2, defects: mapper.log.defects, ...problem ? { problem } : {} };
}
async function mapHistory(send, urls, options = {}) {
  if (!urls.scan) return { map: emptyMap, defects: [] };
  return run(new BoundaryFinder(options.read ?? readVia(send), urls, options.outOfTime ?? (() => false)));
}

// conformance/arbitraries/cursors.ts
var EPOCH = "1970-01-01T00:00:00.000000Z";
var MICRO2 = 1000n;
var justBefore = (p) => cursorAt(p.migrationId, p.nanos - 1n);
var justAfter = (p) => cursorAt(p.migrationId, p.nanos + MICRO2);
function knownPositions(ctx) {
  const { map: map2 } = ctx;
  const all = [...ctx.positions, ...map2.samples, ...map2.migrations.flatMap((s) => [s.first, s.last])].sort(
    comparePositions
  );
  return all.filter((p, i) => i === 0 || comparePositions(all[i - 1], p) !== 0);
}
var depthIn = (span, fraction) => {
  const width2 = span.last.nanos - span.first.nanos;
  const at = span.first.nanos + width2 * BigInt(Math.floor(fraction * 1e6)) / 1000000n;
  return cursorAt(span.migrationId, at);
};
function mapCursor(ctx) {
  const { map: map2 } = ctx;
  const positions = knownPositions(ctx);
  const top = map2.migrations[map2.migrations.length - 1]?.migrationId ?? Math.max(0, ...positions.map((p) => p.migrationId));
  const options = [
    fast_check_default.constant(void 0),
    fast_check_default.integer({ min: 0, max: top + 3 }).map((m) => ({ after_migration_id: m, after_record_time: EPOCH })),
    fast_check_default.integer({ min: 0, max: top + 3 }).map((m) => ({ after_migration_id: m, after_record_time: FAR_FUTURE }))
  ];
  if (positions.length > 0) {
    const item = fast_check_default.constantFrom(...positions);
    options.push(item.map(cursorOf), item.map(justBefore), item.map(justAfter));
  }
  if (map2.migrations.length > 0) {
    const spans = fast_check_default.constantFrom(...map2.migrations);
    options.push(
      fast_check_default.tuple(spans, fast_check_default.double({ min: 0, max: 1, noNaN: true })).map(([span, f]) => depthIn(span, f)),
      spans.map((s) => justBefore(s.last)),
      spans.map((s) => cursorOf(s.last))
    );
  }
  return fast_check_default.oneof(...options);
}
function mapExamples(map2) {
  const cursors3 = [void 0];
  map2.migrations.forEach((span, i) => {
    const next2 = map2.migrations[i + 1];
    if (!next2) return;
    cursors3.push(justBefore(span.last), cursorOf(span.last), {
      after_migration_id: next2.migrationId,
      after_record_time: EPOCH
    });
  });
  for (const sample2 of map2.samples) cursors3.push(justBefore(sample2));
  if (map2.last) cursors3.push(justBefore(map2.last), cursorOf(map2.last), justAfter(map2.last));
  return cursors3;
}

// conformance/arbitraries/pages.ts
var page = (page_size, after) => after ? { page_size, after } : { page_size };
function pageRequestBody(ctx, maxPageSize = 1e3) {
  const size = fast_check_default.oneof(
    fast_check_default.integer({ min: 1, max: Math.min(50, maxPageSize) }),
    fast_check_default.integer({ min: 1, max: maxPageSize })
  );
  return fast_check_default.tuple(size, mapCursor(ctx)).map(([n, after]) => page(n, after));
}
function pageExamples(ctx, size) {
  return mapExamples(ctx.map).map((after) => page(size, after));
}

// conformance/arbitraries/requests.ts
var paramValues = {
  allocation: {
    known: (facts) => facts.knownAllocationIds,
    unknown: (facts) => unknownAllocationId(
      /* @__PURE__ */ new Set([...facts.knownAllocationIds, ...facts.reassigningAllocationIds, ...facts.withdrawnAllocationIds])
    ),
    noSuch: "no-such-allocation"
  },
  party: {
    known: (facts) => facts.partiesWithEntry,
    unknown: (facts) => unknownParty(new Set(facts.partiesWithEntry)),
    noSuch: `no-such-party::1220${"ab".repeat(32)}`
  }
};
var pickOr = (items2, fallback) => items2.length > 0 ? fast_check_default.constantFrom(...items2) : fallback;
function paramsOf(op, draw) {
  const one = ([name, kind]) => draw(paramValues[kind]).map((value) => ({ [name]: value }));
  const [first, ...rest] = Object.entries(OPERATIONS[op].params);
  if (!first) return fast_check_default.constant({});
  return rest.reduce((params, entry) => fast_check_default.tuple(params, one(entry)).map(([a, b]) => ({ ...a, ...b })), one(first));
}
function paramsWith(op, pick) {
  const params = {};
  for (const [name, kind] of Object.entries(OPERATIONS[op].params)) {
    const value = pick(paramValues[kind]);
    if (value === void 0) return null;
    params[name] = value;
  }
  return params;
}
var hasParams = (op) => Object.keys(OPERATIONS[op].params).length > 0;
var hasBody = (op) => OPERATIONS[op].request !== null;
var own = {
  A: {
    any: ({ urls, facts }) => {
      const unknown = () => paramValues.allocation.unknown(facts);
      const id = fast_check_default.oneof(
        pickOr(facts.knownAllocationIds, unknown()),
        unknown(),
        pickOr([...facts.reassigningAllocationIds, ...facts.withdrawnAllocationIds], unknown())
      );
      return [
        fast_check_default.tuple(id, fast_check_default.boolean()).map(([allocationId, excludeDebugFields]) => withdrawRequest(urls, allocationId, { excludeDebugFields })),
        fast_check_default.tuple(pickOr(facts.knownAllocationIds, unknown()), malformedContextBody).map(([allocationId, body]) => withdrawRequest(urls, allocationId, body))
      ];
    },
    bad: ({ urls, facts }) => facts.knownAllocationIds.length > 0 ? [
      fast_check_default.tuple(fast_check_default.constantFrom(...facts.knownAllocationIds), malformedContextBody).map(([id, body]) => withdrawRequest(urls, id, body))
    ] : [],
    good: ({ urls, facts }) => {
      const id = facts.knownAllocationIds[0];
      return id ? [withdrawRequest(urls, id, {}), withdrawRequest(urls, id, { excludeDebugFields: true })] : [];
    }
  },
  B: {
    any: ({ urls, facts }) => [
      ...facts.factoryChoiceArguments ? [
        fast_check_default.boolean().map(
          (excludeDebugFields) => factoryRequest(urls, { choiceArguments: facts.factoryChoiceArguments, excludeDebugFields })
        )
      ] : [],
      malformedFactoryBody.map((body) => factoryRequest(urls, body))
    ],
    bad: ({ urls }) => [malformedFactoryBody.map((body) => factoryRequest(urls, body))],
    badExamples: ({ urls }) => [factoryRequest(urls, {})],
    good: ({ urls, facts }) => facts.factoryChoiceArguments ? [factoryRequest(urls, { choiceArguments: facts.factoryChoiceArguments })] : []
  },
  D: {
    any: (ctx) => [
      pageRequestBody(ctx).map((body) => eventsRequest(ctx.urls, body)),
      invalidPageSize.map((page_size) => eventsRequest(ctx.urls, page_size === void 0 ? {} : { page_size }))
    ],
    bad: ({ urls }) => [
      invalidPageSize.map((page_size) => eventsRequest(urls, page_size === void 0 ? {} : { page_size }))
    ],
    badExamples: ({ urls }) => [eventsRequest(urls, { page_size: 0 })],
    // Pages of 200 in both encodings: every kind of item, whose schema is the same on a longer page.
    good: ({ urls, encodingField }) => [
      eventsRequest(urls, { page_size: 200 }),
      eventsRequest(urls, { page_size: 200, [encodingField]: "protobuf_json" })
    ]
  }
};
var anyOf = (op, ctx) => {
  const { urls, facts } = ctx;
  const ownAny = own[op]?.any;
  if (ownAny) return ownAny(ctx);
  if (!hasParams(op)) return [];
  const request = (params) => requestWith(urls, op, params, {});
  return [
    paramsOf(op, (values) => fast_check_default.oneof(pickOr(values.known(facts), values.unknown(facts)), values.unknown(facts))).map(
      request
    ),
    paramsOf(op, () => fast_check_default.string({ maxLength: 20 })).map(request)
  ];
};
function anyRequest(ctx) {
  return fast_check_default.oneof(...operationsOf(ctx.urls).flatMap((op) => anyOf(op, ctx)));
}
var badOf = (op, ctx) => [
  ...hasParams(op) ? [paramsOf(op, (values) => values.unknown(ctx.facts)).map((params) => requestWith(ctx.urls, op, params, {}))] : [],
  ...own[op]?.bad?.(ctx) ?? []
];
var interleave = (lists) => Array.from(
  { length: Math.max(0, ...lists.map((l) => l.length)) },
  (_, i) => lists.flatMap((l) => i < l.length ? [l[i]] : [])
).flat();
function badRequest(ctx) {
  return fast_check_default.oneof(
    ...groupsOf(ctx.urls).flatMap((group) => interleave(GROUP_OPERATIONS[group].map((op) => badOf(op, ctx))))
  );
}
var badExamplesOf = (op, ctx) => {
  const { urls, facts } = ctx;
  const noSuch = paramsWith(op, (values) => values.noSuch) ?? {};
  const knownOrNot = paramsWith(op, (values) => values.known(facts)[0] ?? values.noSuch) ?? {};
  return [
    ...hasBody(op) ? [requestWith(urls, op, knownOrNot, "{not json")] : [],
    ...hasParams(op) ? [requestWith(urls, op, noSuch, {})] : [],
    ...own[op]?.badExamples?.(ctx) ?? []
  ];
};
function badRequestExamples(ctx) {
  return operationsOf(ctx.urls).flatMap((op) => badExamplesOf(op, ctx));
}
var goodExamplesOf = (op, ctx) => {
  const ownGood = own[op]?.good;
  if (ownGood) return ownGood(ctx);
  const known2 = paramsWith(op, (values) => values.known(ctx.facts)[0]);
  return known2 ? [requestWith(ctx.urls, op, known2, {})] : [];
};
function goodRequestExamples(ctx) {
  return operationsOf(ctx.urls).flatMap((op) => goodExamplesOf(op, ctx));
}
var succeedingWith = (facts) => OPERATION_IDS.filter(
  (op) => goodExamplesOf(op, { urls: {}, facts, encodingField: "ledger_value_encoding" }).length > 0
);

// conformance/reading/debug-fields.ts
var isDebugField = (name) => name.startsWith("debug");
function debugFieldsIn(value, path = "") {
  if (Array.isArray(value)) return value.flatMap((v, i) => debugFieldsIn(v, `${path}[${i}]`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...isDebugField(k) ? [{ path: `${path}.${k}`, value: v }] : [],
    ...debugFieldsIn(v, `${path}.${k}`)
  ]);
}
function withoutDebugFields(value) {
  if (Array.isArray(value)) return value.map(withoutDebugFields);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([k]) => !isDebugField(k)).map(([k, v]) => [k, withoutDebugFields(v)])
  );
}

// common/schemas/registry.ts
var import__ = __toESM(require__(), 1);
var import_ajv_formats = __toESM(require_dist(), 1);
import { readdirSync, readFileSync as readFileSync2 } from "node:fs";

// common/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
var NAME = "token-registry-kit";
function findPackage(start) {
  for (let dir = start; ; dir = dirname(dir)) {
    const file = join(dir, "package.json");
    if (existsSync(file)) {
      const json3 = JSON.parse(readFileSync(file, "utf8"));
      if (json3.name === NAME && typeof json3.version === "string") return { root: dir, version: json3.version };
    }
    if (dirname(dir) === dir) throw new Error(`no package.json named ${NAME} in ${start} or above it`);
  }
}
var found = findPackage(dirname(fileURLToPath(import.meta.url)));
var packageRoot = found.root;
var packageRootUrl = pathToFileURL(join(found.root, "/"));
var packageVersion = found.version;

// common/schemas/registry.ts
var schemaDir = new URL("schemas/", packageRootUrl);
var addFormats = import_ajv_formats.default.default;
function loadSchemas(dir) {
  const schemas = /* @__PURE__ */ new Map();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".json")) continue;
    schemas.set(file.slice(0, -".json".length), JSON.parse(readFileSync2(new URL(file, dir), "utf8")));
  }
  return schemas;
}
function createAjv(schemas) {
  const ajv2 = new import__.Ajv2020({
    allErrors: false,
    verbose: true,
    strict: true,
    allowUnionTypes: true,
    validateSchema: false
  });
  addFormats(ajv2);
  ajv2.addKeyword({ keyword: "x-rule", schemaType: "string" });
  for (const schema of schemas.values()) ajv2.addSchema(schema);
  return ajv2;
}
var ajv = createAjv(loadSchemas(schemaDir));
var validators = /* @__PURE__ */ new Map();
function validatorFor(name) {
  let validate2 = validators.get(name);
  if (!validate2) {
    validate2 = ajv.getSchema(`${name}.json`);
    if (!validate2) throw new Error(`schema ${name}.json is missing from ${schemaDir.pathname}`);
    validators.set(name, validate2);
  }
  return validate2;
}
function validate(name, data) {
  const check2 = validatorFor(name);
  if (check2(data)) return { ok: true, value: data };
  return { ok: false, errors: [...check2.errors ?? []] };
}
function preview2(value, limit = 80) {
  if (value === void 0) return "nothing";
  let out = "";
  const write = (v, depth) => {
    if (out.length > limit) return;
    if (typeof v === "number") out += Number.isFinite(v) ? JSON.stringify(v) : String(v);
    else if (v === null || typeof v !== "object") out += JSON.stringify(v) ?? String(v);
    else if (depth >= 6) out += Array.isArray(v) ? "[...]" : "{...}";
    else if (Array.isArray(v)) {
      out += "[";
      v.forEach((item, i) => {
        if (i > 0) out += ",";
        if (out.length <= limit) write(item, depth + 1);
      });
      out += "]";
    } else {
      out += "{";
      Object.entries(v).forEach(([k, item], i) => {
        if (i > 0) out += ",";
        if (out.length > limit) return;
        out += `${JSON.stringify(k)}:`;
        write(item, depth + 1);
      });
      out += "}";
    }
  };
  write(value, 0);
  return out.length > limit ? `${out.slice(0, limit - 3)}...` : out;
}
function ruleOf(schema) {
  if (typeof schema === "object" && schema !== null && "x-rule" in schema) {
    const rule = schema["x-rule"];
    if (typeof rule === "string") return rule;
  }
  return void 0;
}
function fieldPath(instancePath, subject, pointer) {
  if (pointer) return instancePath === "" ? "/" : instancePath;
  const path = instancePath.split("/").slice(1).map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~")).join(".");
  return path === "" ? subject : path;
}
function describeError(error, subject = "request body", pointer = false) {
  const join4 = (parent, child) => pointer ? `${parent === "" ? "" : parent}/${child}` : parent === "" ? child : `${fieldPath(parent, subject, false)}.${child}`;
  if (error.keyword === "required") {
    const missing = error.params.missingProperty;
    const parent = error.parentSchema;
    const rule2 = ruleOf(parent?.properties?.[missing]) ?? "present";
    const field2 = join4(error.instancePath, missing);
    return `${field2} is required: must be ${rule2}, got nothing`;
  }
  if (error.keyword === "additionalProperties") {
    const extra = error.params.additionalProperty;
    const field2 = join4(error.instancePath, extra);
    return `${field2} is not a known field`;
  }
  const field = fieldPath(error.instancePath, subject, pointer);
  const rule = ruleOf(error.parentSchema) ?? (error.message ?? "valid").replace(/^must (be )?/, "");
  return `${field} must be ${rule}, got ${preview2(error.data)}`;
}

// conformance/checks/shared.ts
function withoutNullDebugKeys(value) {
  if (Array.isArray(value)) return value.map(withoutNullDebugKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([k, v]) => !(isDebugField(k) && v === null)).map(([k, v]) => [k, withoutNullDebugKeys(v)])
  );
}
function verifyDebugExclusion(full, lean, ctx) {
  if (full.status !== 200 || lean.status !== 200) {
    return judged([
      failure(
        "200 for both excludeDebugFields false and true",
        `${full.status} and ${lean.status}`,
        full.status !== 200 ? full : lean
      )
    ]);
  }
  const findings = [];
  let leanBody = lean.json;
  const present = debugFieldsIn(leanBody);
  const nulls = present.filter((k) => k.value === null);
  if (ctx.dialect === "splice" && nulls.length > 0 && nulls.length === present.length) {
    findings.push(
      warning(
        "no debug* key with excludeDebugFields: true",
        `${nulls.length} debug fields printed as null, e.g. ${nulls[0]?.path ?? ""} (tolerated in the splice dialect)`,
        lean
      )
    );
    leanBody = withoutNullDebugKeys(leanBody);
  } else if (present.length > 0) {
    return judged([
      failure(
        "no debug* key with excludeDebugFields: true",
        `${present.map((k) => k.path).slice(0, 3).join(", ")} present`,
        lean
      )
    ]);
  }
  const expected = JSON.stringify(withoutDebugFields(full.json));
  if (JSON.stringify(leanBody) !== expected) {
    findings.push(failure("the excludeDebugFields: false answer without its debug keys", shown(lean), lean));
  }
  return judged(findings);
}
var NULLABLE_PARTS = /* @__PURE__ */ new Set(["update", "verdict", "traffic_summary", "app_activity_records"]);
function withoutNullFields(value, path = "") {
  const removed = [];
  const walk2 = (v, at) => {
    if (Array.isArray(v)) return v.map((item, i) => walk2(item, `${at}[${i}]`));
    if (!isObject(v)) return v;
    const out = {};
    for (const [k, item] of Object.entries(v)) {
      if (item === null && !NULLABLE_PARTS.has(k)) removed.push(`${at}.${k}`);
      else out[k] = walk2(item, `${at}.${k}`);
    }
    return out;
  };
  return { value: walk2(value, path), removed };
}
function schemaProblems(schema, value, at = "") {
  const result = validate(schema, value);
  if (result.ok) return null;
  return result.errors.slice(0, 3).map((e) => `${at + e.instancePath || "/"} ${e.message ?? ""}`).join("; ");
}

// conformance/checks/response-schema.ts
var successSchemaOf = (operation) => OPERATIONS[operation].success;
function judgeWhole(schema, exchange, splice) {
  const body = judgedShape(exchange);
  const { value, removed } = splice ? withoutNullFields(body) : { value: body, removed: [] };
  return { problems: body === void 0 ? "the body is not JSON" : schemaProblems(schema, value), removed };
}
function judgePage(exchange, splice) {
  let itemProblems = null;
  const itemsRemoved = [];
  const verdict = eachEvent(exchange, (item, i) => {
    const { value, removed: removed2 } = splice ? withoutNullFields(item, `.events[${i}]`) : { value: item, removed: [] };
    itemsRemoved.push(...removed2);
    itemProblems ??= schemaProblems("event-history-item", value, `/events/${i}`);
  });
  if (!verdict.page) return null;
  if (!splice) return { problems: schemaProblems("event-history-response", verdict.rest) ?? itemProblems, removed: [] };
  const removed = [];
  for (const [key, value] of Object.entries(verdict.rest))
    removed.push(...key === "events" ? itemsRemoved : withoutNullFields({ [key]: value }).removed);
  const rest = withoutNullFields(verdict.rest).value;
  return { problems: schemaProblems("event-history-response", rest) ?? itemProblems, removed };
}
var responseSchema = defineCheck({
  id: "response-schema",
  title: "Successful responses match their schema",
  operation: EVERY_OPERATION,
  evidence: { of: "successful answers checked against their schema" },
  // A success of most operations needs a fact (a known id, factory arguments, a party with an entry): without it,
  // every request of that operation fails, and the checks that need those facts are the ones to say so.
  judges: ({ facts }) => succeedingWith(facts),
  groups: [],
  examples: goodRequestExamples,
  inputs: anyRequest,
  asks: ["response"],
  probe: async (request, ctx) => ({ response: await ctx.send(request) }),
  verify: (request, { response: exchange }, ctx) => {
    if (exchange.status < 200 || exchange.status > 299) return judged([], 0);
    const findings = [];
    const schema = successSchemaOf(request.operation);
    const splice = ctx.dialect === "splice";
    const { problems, removed } = (isPaged(request.operation) ? judgePage(exchange, splice) : null) ?? judgeWhole(schema, exchange, splice);
    if (removed.length > 0) {
      const what = removed.some((p) => /\.debug[^.]*$/.test(p)) ? "debug fields" : "optional fields";
      findings.push(
        warning(
          `${what} omitted when absent`,
          `${removed[0] ?? ""} printed as null (tolerated in the splice dialect)`,
          exchange
        )
      );
    }
    if (problems) findings.push(failure(`a body that matches schemas/${schema}.json`, problems, exchange));
    return judged(findings);
  }
});

// conformance/checks/error-schema.ts
var errorSchema = defineCheck({
  id: "error-schema",
  title: "Error responses are ErrorResponse objects",
  operation: EVERY_OPERATION,
  evidence: { of: "error answers checked against ErrorResponse" },
  groups: [],
  examples: badRequestExamples,
  inputs: badRequest,
  asks: ["response"],
  probe: async (request, ctx) => ({ response: await ctx.send(request) }),
  verify: (_request, { response: exchange }, ctx) => {
    if (exchange.status < 400) return judged([], 0);
    const body = judgedShape(exchange);
    const problems = body === void 0 ? "the body is not JSON" : schemaProblems("error-response", body);
    if (!problems) return judged([]);
    if (ctx.dialect === "splice" && body === void 0 && [400, 405, 415].includes(exchange.status)) {
      return judged([
        warning(
          "an ErrorResponse body",
          `plain text for a ${exchange.status} (tolerated in the splice dialect)`,
          exchange
        )
      ]);
    }
    return judged([failure('an ErrorResponse body: {"error": "<text>"}', problems, exchange)]);
  }
});

// conformance/checks/content-type-json.ts
var contentTypeJson = defineCheck({
  id: "content-type-json",
  title: "Responses are served as application/json",
  operation: EVERY_OPERATION,
  evidence: { of: "answers" },
  groups: [],
  examples: (ctx) => [...goodRequestExamples(ctx), ...badRequestExamples(ctx)],
  inputs: (ctx) => fast_check_default.oneof(anyRequest(ctx), badRequest(ctx)),
  asks: ["response"],
  // Only the headers and status are judged: the body is read lent and not kept.
  probe: async (request, ctx) => ({ response: await ctx.send(request, withoutBody) }),
  verify: (_request, { response: exchange }, ctx) => {
    if (isJsonType(exchange.contentType)) return judged([]);
    if (ctx.dialect === "splice" && exchange.status >= 400 && /^text\/plain/i.test(exchange.contentType ?? "")) {
      return judged([
        warning(
          "Content-Type: application/json",
          `${exchange.contentType ?? ""} on a ${exchange.status} (tolerated in the splice dialect)`,
          exchange
        )
      ]);
    }
    return judged([
      failure("Content-Type: application/json", `Content-Type: ${exchange.contentType ?? "(none)"}`, exchange)
    ]);
  }
});

// conformance/reading/json-bytes.ts
import { isUtf8 } from "node:buffer";
var SHOWN = 8;
function hexAt(bytes, at, count = SHOWN) {
  const shown2 = Array.from(bytes.subarray(at, at + count), (b) => b.toString(16).toUpperCase().padStart(2, "0"));
  return `${shown2.join(" ")}${at + count < bytes.length ? " ..." : ""}`;
}
function firstInvalidUtf8(bytes) {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    if (b < 128) {
      i++;
      continue;
    }
    const length = b >= 194 && b <= 223 ? 2 : b >= 224 && b <= 239 ? 3 : b >= 240 && b <= 244 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    const second = bytes[i + 1];
    const low = b === 224 ? 160 : b === 240 ? 144 : 128;
    const high = b === 237 ? 159 : b === 244 ? 143 : 191;
    if (second < low || second > high) return i;
    for (let k = 2; k < length; k++) {
      const next2 = bytes[i + k];
      if (next2 < 128 || next2 > 191) return i;
    }
    i += length;
  }
  return -1;
}
var isBom = (bytes) => bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191;
function jsonBytesProblem(bytes) {
  if (isBom(bytes))
    return {
      rule: "bom",
      at: 0,
      text: `a byte order mark at byte 0: ${hexAt(bytes, 0)}`
    };
  if (!isUtf8(bytes)) {
    const at = Math.max(0, firstInvalidUtf8(bytes));
    return {
      rule: "utf-8",
      at,
      text: `bytes that are not UTF-8 at byte ${at}: ${hexAt(bytes, at)}`
    };
  }
  const end = firstValueEnd(bytes, 0, bytes.length);
  if (end < 0) {
    const at = -end - 1;
    if (at >= bytes.length) {
      return at === 0 || bytes.every(isWhiteSpace) ? {
        rule: "empty",
        at,
        text: `no JSON value (${bytes.length === 0 ? "an empty body" : "only white space"})`
      } : {
        rule: "not-json",
        at,
        text: `JSON cut short at byte ${at}, the end of the body`
      };
    }
    return {
      rule: "not-json",
      at,
      text: `bytes that are not JSON at byte ${at}: ${hexAt(bytes, at)}`
    };
  }
  if (end === bytes.length) return null;
  const second = firstValueEnd(bytes, end, bytes.length) >= 0;
  return second ? {
    rule: "second-value",
    at: end,
    text: `a second JSON value at byte ${end}, after the document: ${hexAt(bytes, end)}`
  } : {
    rule: "trailing-bytes",
    at: end,
    text: `bytes after the document at byte ${end}: ${hexAt(bytes, end)}`
  };
}
var isWhiteSpace = (b) => b === 32 || b === 9 || b === 10 || b === 13;

// conformance/checks/json-body-bytes.ts
function bodyBytesOf(exchange) {
  const copy = ownCopy(exchange);
  if (!isJsonType(exchange.contentType)) return { exchange: copy, served: false, problem: null };
  const bytes = exchange.bytes ?? new TextEncoder().encode(exchange.text);
  return { exchange: copy, served: true, problem: jsonBytesProblem(bytes) };
}
var jsonBodyBytes = defineCheck({
  id: "json-body-bytes",
  title: "JSON bodies are one JSON text in UTF-8, without a byte order mark",
  operation: EVERY_OPERATION,
  evidence: { of: "answers served as JSON read as bytes" },
  groups: [],
  examples: (ctx) => [...goodRequestExamples(ctx), ...badRequestExamples(ctx)],
  inputs: (ctx) => fast_check_default.oneof(anyRequest(ctx), badRequest(ctx)),
  asks: ["response"],
  probe: async (request, ctx) => ({
    response: await ctx.send(request, bodyBytesOf)
  }),
  verify: (_request, { response: { exchange, served, problem } }, ctx) => {
    if (!served) return judged([], 0);
    if (problem === null) return judged([]);
    const expected = "one JSON text in UTF-8: no byte order mark, one value, nothing after it but white space";
    const plainError = ctx.dialect === "splice" && [400, 405, 415].includes(exchange.status);
    if (plainError && (problem.rule === "not-json" || problem.rule === "empty"))
      return judged([
        warning(expected, `${problem.text} in a ${exchange.status} (tolerated in the splice dialect)`, exchange)
      ]);
    return judged([failure(expected, `${exchange.status} with ${problem.text}`, exchange)]);
  }
});

// conformance/arbitraries/media-types.ts
var PLAIN_JSON = "application/json";
var CASINGS = ["application/json", "Application/JSON", "APPLICATION/JSON", "application/JSON", "Application/Json"];
var PARAMETERS = ["", "; charset=utf-8", ";charset=UTF-8", "; charset=UTF-8", " ; Charset=utf-8", ';charset="utf-8"'];
var SPELLINGS = [
  ...PARAMETERS.slice(1).map((parameter) => `${PLAIN_JSON}${parameter}`),
  ...CASINGS.slice(1),
  ...CASINGS.slice(1).flatMap((casing) => PARAMETERS.slice(1).map((parameter) => `${casing}${parameter}`))
];
var mediaTypeSpelling = fast_check_default.constantFrom(...SPELLINGS);

// conformance/checks/media-type-spellings.ts
var AROUND = 40;
var bytesOf = (exchange) => exchange.bytes ?? new TextEncoder().encode(exchange.text);
function firstDifference(a, b) {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : length;
}
var decoder5 = new TextDecoder();
var around = (bytes, at) => JSON.stringify(decoder5.decode(bytes.subarray(Math.max(0, at - AROUND), at + AROUND)));
function compared(plain, exchange) {
  const copy = ownCopy(exchange);
  if (exchange.status !== plain.status)
    return {
      exchange: copy,
      plainStatus: plain.status,
      difference: `it answered ${shown(exchange)}`
    };
  const [a, b] = [bytesOf(plain), bytesOf(exchange)];
  const at = firstDifference(a, b);
  if (at < 0) return { exchange: copy, plainStatus: plain.status, difference: null };
  const difference = `the bodies differ from byte ${at} (${a.length} and ${b.length} bytes): ${around(a, at)} to ${PLAIN_JSON}, ${around(b, at)} to this spelling`;
  return { exchange: copy, plainStatus: plain.status, difference };
}
var mediaTypeSpellings = defineCheck({
  id: "media-type-spellings",
  title: "Spellings of application/json get the same answer",
  operation: EVERY_OPERATION,
  evidence: { of: "requests answered alike in both spellings" },
  groups: [],
  examples: (ctx) => [...goodRequestExamples(ctx), ...badRequestExamples(ctx)].map((request, i) => ({
    request,
    spelling: SPELLINGS[i % SPELLINGS.length] ?? PLAIN_JSON
  })),
  inputs: (ctx) => fast_check_default.record({
    request: fast_check_default.oneof(anyRequest(ctx), badRequest(ctx)),
    spelling: mediaTypeSpelling
  }),
  asks: ["answers"],
  probe: async ({ request, spelling }, ctx) => {
    const plain = await ctx.send({ ...request, contentType: PLAIN_JSON });
    const against = (exchange) => compared(plain, exchange);
    const spelled = await ctx.send({ ...request, contentType: spelling }, against);
    const again = spelled.difference === null ? null : await ctx.send({ ...request, contentType: PLAIN_JSON }, against);
    return { answers: { spelled, again } };
  },
  verify: ({ spelling }, { answers: { spelled, again } }) => {
    if (spelled.difference === null) return judged([]);
    if (!again || again.difference !== null) return judged([], 0);
    return judged([
      failure(
        `the answer content-type: ${PLAIN_JSON} got twice (${spelled.plainStatus}, the same body bytes)`,
        `to content-type: ${spelling}, ${spelled.difference}`,
        spelled.exchange
      )
    ]);
  }
});

// conformance/checks/a-known-allocation.ts
var aKnownAllocation = defineCheck({
  id: "a-known-allocation",
  title: "A known allocation answers 200",
  operation: "A",
  evidence: { of: "answers for live allocations" },
  groups: ["registry"],
  needs: (facts) => facts.knownAllocationIds.length > 0 ? null : "no live allocation id known",
  examples: (ctx) => ctx.facts.knownAllocationIds.slice(0, 200),
  inputs: (ctx) => fast_check_default.constantFrom(...ctx.facts.knownAllocationIds),
  asks: ["context"],
  probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
  verify: (_id, { context: context2 }) => expectStatus(context2, 200, "the allocation is known")
});

// conformance/checks/a-unknown-allocation.ts
var aUnknownAllocation = defineCheck({
  id: "a-unknown-allocation",
  title: "An unknown allocation id answers 404",
  operation: "A",
  evidence: { of: "answers for unknown allocation ids" },
  groups: ["registry"],
  examples: () => [
    "no-such-allocation",
    `00${"0".repeat(64)}ca001220${"0".repeat(64)}`,
    "a/b",
    "a?b#c",
    "100%",
    " ",
    "\xE9"
  ],
  inputs: (ctx) => unknownAllocationId(
    /* @__PURE__ */ new Set([
      ...ctx.facts.knownAllocationIds,
      ...ctx.facts.reassigningAllocationIds,
      ...ctx.facts.withdrawnAllocationIds
    ])
  ),
  asks: ["context"],
  probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
  verify: (_id, { context: context2 }) => expectStatus(context2, 404, "no such allocation")
});

// conformance/checks/a-reassignment-409.ts
var aReassignment409 = defineCheck({
  id: "a-reassignment-409",
  title: "An allocation in reassignment answers 409",
  operation: "A",
  evidence: { of: "answers for allocations in reassignment" },
  groups: ["registry"],
  needs: (facts) => facts.reassigningAllocationIds.length > 0 ? null : "no allocation in reassignment known",
  examples: (ctx) => ctx.facts.reassigningAllocationIds.slice(0, 200),
  inputs: (ctx) => fast_check_default.constantFrom(...ctx.facts.reassigningAllocationIds),
  asks: ["context"],
  probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
  verify: (_id, { context: context2 }) => expectStatus(context2, 409, "a contract to disclose is being reassigned")
});

// conformance/history/learn-items.ts
var ALLOCATION = "Splice.AmuletAllocation:AmuletAllocation";
var ENTRY = "Splice.Ans:AnsEntry";
var LOCKED_HOLDING = "Splice.Amulet:LockedAmulet";
var A_TEMPLATES = [
  "Splice.AmuletRules:AmuletRules",
  "Splice.Round:OpenMiningRound",
  "Splice.ExternalPartyConfigState:ExternalPartyConfigState"
];
var DISCLOSED = /* @__PURE__ */ new Set([
  ...A_TEMPLATES,
  LOCKED_HOLDING,
  "Splice.ExternalPartyAmuletRules:ExternalPartyAmuletRules",
  "Splice.TokenRegistry:InstrumentConfiguration"
]);
var NAMED = [ALLOCATION, ENTRY, ...DISCLOSED];
function templateName(templateId) {
  if (typeof templateId !== "string") return null;
  return NAMED.find((n) => templateId === n || templateId.endsWith(`:${n}`)) ?? templateId.slice(templateId.indexOf(":") + 1);
}
var text = (value) => typeof value === "string" ? value : null;
function eventsIn(item) {
  const none = { tree: [], synchronizerId: null, reassignment: null };
  if (!isObject(item)) return none;
  const update = isObject(item.update) ? item.update : null;
  if (!update) return none;
  if (isObject(update["events_by_id"]))
    return {
      tree: Object.values(update["events_by_id"]).filter(isObject),
      synchronizerId: text(update["synchronizer_id"]),
      reassignment: null
    };
  return { ...none, reassignment: isObject(update["event"]) ? update["event"] : null };
}

// conformance/history/learn.ts
var DAY_NANOS = 86400000000000n;
function outlives(entry, latest) {
  return !entry.archived && (entry.expires === null || entry.expires > latest + DAY_NANOS);
}
var pointOf = (p) => ({ migrationId: p.migrationId, recordTime: p.recordTime });
var byKey = (a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
var FactLearner = class {
  /** Allocations created in the window, with their locked holding. */
  allocations = /* @__PURE__ */ new Map();
  /**
   * Consuming exercises of allocations, entries and the disclosed templates' contracts only, so that the map stays
   * small.
   */
  archived = /* @__PURE__ */ new Map();
  withdrawn = /* @__PURE__ */ new Map();
  /** Unassignments by contract id. */
  unassigned = /* @__PURE__ */ new Map();
  /** Assignments by unassign id. */
  assigned = /* @__PURE__ */ new Map();
  entries = /* @__PURE__ */ new Map();
  /** Creations of the disclosed templates' contracts: the synchronizer of the transaction that created each. */
  created = /* @__PURE__ */ new Map();
  choiceArguments = null;
  /** The item with the latest record time seen, as an instant: entries must outlive it. */
  newest = null;
  /** Learns from one item, at its place in the history. */
  add(item, at) {
    if (this.newest === null || at.nanos > this.newest.nanos) this.newest = at;
    const { tree, synchronizerId, reassignment } = eventsIn(item);
    for (const event of tree) {
      const cid = event["contract_id"];
      if (typeof cid !== "string") continue;
      const template = templateName(event["template_id"]);
      if (event["event_type"] === "created_event") {
        const args = isObject(event["create_arguments"]) ? event["create_arguments"] : {};
        if (template === ALLOCATION) {
          this.allocations.set(cid, { locked: text(args["lockedAmulet"]), at });
        } else if (template === ENTRY && typeof args["user"] === "string") {
          const expiresAt = text(args["expiresAt"]);
          this.entries.set(cid, {
            user: args["user"],
            name: text(args["name"]) ?? "",
            expiresAt,
            expires: expiresAt === null ? null : parseInstantNanos(expiresAt),
            at
          });
        } else if (template !== null && DISCLOSED.has(template) && synchronizerId !== null) {
          this.created.set(cid, { template, synchronizerId, at });
        }
      } else if (event["event_type"] === "exercised_event") {
        if (event["consuming"] === true && template !== null && NAMED.includes(template))
          this.archived.set(cid, { template, at });
        if (event["choice"] === "Allocation_Withdraw") this.withdrawn.set(cid, at);
        if (event["choice"] === "AllocationFactory_Allocate" && isObject(event["choice_argument"])) {
          this.choiceArguments = {
            ...event["choice_argument"],
            extraArgs: { context: { values: {} }, meta: { values: {} } }
          };
        }
      }
    }
    const unassignId = reassignment?.["unassign_id"];
    if (reassignment && typeof unassignId === "string") {
      const to = text(reassignment["target_synchronizer"]);
      if ("created_event" in reassignment) {
        const created = isObject(reassignment["created_event"]) ? reassignment["created_event"] : {};
        const template = templateName(created["template_id"]);
        this.assigned.set(unassignId, { contractId: text(created["contract_id"]), template, to, at });
      } else if (typeof reassignment["contract_id"] === "string") {
        const ids = this.unassigned.get(reassignment["contract_id"]) ?? [];
        ids.push({ unassignId, from: text(reassignment["source_synchronizer"]), to, at });
        this.unassigned.set(reassignment["contract_id"], ids);
      }
    }
  }
  /** Takes in what another learner saw (an earlier window, read later). */
  merge(other) {
    for (const [id, allocation] of other.allocations) this.allocations.set(id, allocation);
    for (const [id, archived] of other.archived) this.archived.set(id, archived);
    for (const [id, at] of other.withdrawn) this.withdrawn.set(id, at);
    for (const [cid, ids] of other.unassigned) this.unassigned.set(cid, [...this.unassigned.get(cid) ?? [], ...ids]);
    for (const [id, assignment] of other.assigned) this.assigned.set(id, assignment);
    for (const [cid, entry] of other.entries) this.entries.set(cid, entry);
    for (const [cid, created] of other.created) this.created.set(cid, created);
    this.choiceArguments ??= other.choiceArguments;
    if (other.newest !== null && (this.newest === null || other.newest.nanos > this.newest.nanos))
      this.newest = other.newest;
  }
  /**
   * Takes in only what stays true whatever comes later: withdrawals and factory arguments. For a window read
   * only in part, whose creations could be archived in the part not read.
   */
  mergeLasting(other) {
    for (const [id, at] of other.withdrawn) this.withdrawn.set(id, at);
    this.choiceArguments ??= other.choiceArguments;
  }
  /** The unassignments of a contract with no assignment of the same unassign id read: in flight since the latest. */
  pending(cid) {
    let latest = null;
    for (const u of this.unassigned.get(cid) ?? [])
      if (!this.assigned.has(u.unassignId) && (!latest || comparePositions(u.at, latest.at) > 0)) latest = u;
    return latest;
  }
  /** A reassignment is in flight when an unassignment was read with no assignment of the same unassign id. */
  inFlight(cid) {
    return cid !== null && this.pending(cid) !== null;
  }
  learnt() {
    const known2 = [];
    const reassigning = [];
    for (const [id, { locked }] of this.allocations) {
      if (this.archived.has(id)) continue;
      if (this.inFlight(id) || this.inFlight(locked)) reassigning.push(id);
      else known2.push(id);
    }
    const latest = this.newest?.nanos ?? 0n;
    const withEntry = /* @__PURE__ */ new Set();
    for (const [cid, e] of this.entries)
      if (outlives({ archived: this.archived.has(cid), expires: e.expires }, latest)) withEntry.add(e.user);
    return {
      knownAllocationIds: known2.sort(),
      reassigningAllocationIds: reassigning.sort(),
      withdrawnAllocationIds: [...this.withdrawn.keys()].sort(),
      partiesWithEntry: [...withEntry].sort(),
      factoryChoiceArguments: this.choiceArguments
    };
  }
  /**
   * The life of every allocation created in what was read, where each contract A and B may disclose stands (and
   * each contract reassigned), and the name entries, each fact with the place it was learnt at. Sorted by id.
   */
  history() {
    const allocations = [...this.allocations].sort(byKey).map(([id, { locked, at }]) => {
      const withdrawn = this.withdrawn.get(id);
      const archived = this.archived.get(id);
      return {
        id,
        lockedHolding: locked,
        created: pointOf(at),
        ended: withdrawn ? { how: "withdrawn", at: pointOf(withdrawn) } : archived ? { how: "archived", at: pointOf(archived.at) } : null
      };
    });
    const latest = /* @__PURE__ */ new Map();
    for (const a of this.assigned.values()) {
      if (a.contractId === null) continue;
      const before = latest.get(a.contractId);
      if (!before || comparePositions(a.at, before.at) > 0) latest.set(a.contractId, a);
    }
    const ids = /* @__PURE__ */ new Set([...this.created.keys(), ...this.unassigned.keys(), ...latest.keys()]);
    for (const [cid, { template }] of this.archived) if (DISCLOSED.has(template)) ids.add(cid);
    const contracts = [...ids].sort().map((cid) => {
      const created = this.created.get(cid);
      const assigned = latest.get(cid);
      const archived = this.archived.get(cid);
      const pending = this.pending(cid);
      return {
        contractId: cid,
        template: created?.template ?? assigned?.template ?? archived?.template ?? null,
        created: created ? { synchronizerId: created.synchronizerId, at: pointOf(created.at) } : null,
        assigned: assigned?.to ? { synchronizerId: assigned.to, at: pointOf(assigned.at) } : null,
        inFlight: pending ? { from: pending.from ?? "", to: pending.to ?? "", at: pointOf(pending.at) } : null,
        archived: archived ? pointOf(archived.at) : null
      };
    });
    const entries = [...this.entries].sort(byKey).map(([cid, e]) => {
      const archived = this.archived.get(cid);
      return {
        contractId: cid,
        user: e.user,
        name: e.name,
        expiresAt: e.expiresAt,
        created: pointOf(e.at),
        archived: archived ? pointOf(archived.at) : null
      };
    });
    return { allocations, contracts, entries, latest: this.newest && pointOf(this.newest) };
  }
};

// conformance/checks/history-facts.ts
var placeText = (p) => `(migration ${p.migrationId}, ${p.recordTime})`;
function historyNeeds(facts, what, has) {
  if (facts.history) return has(facts.history) ? null : what;
  return `${what} (the history was not read)`;
}
var indexes = /* @__PURE__ */ new WeakMap();
function factIndexOf(history) {
  let index = indexes.get(history);
  if (!index) {
    index = {
      allocations: new Map(history.allocations.map((a) => [a.id, a])),
      contracts: new Map(history.contracts.map((c) => [c.contractId, c])),
      moving: history.contracts.filter(
        (c) => c.inFlight && !c.archived && c.template !== null && A_TEMPLATES.includes(c.template)
      )
    };
    indexes.set(history, index);
  }
  return index;
}
var liveAllocationIds = (history) => (history?.allocations ?? []).filter((a) => a.ended === null).map((a) => a.id);
function disclosedIn(body) {
  const outer = isObject(body) ? body : {};
  const context2 = isObject(outer["choiceContext"]) ? outer["choiceContext"] : outer;
  const list2 = context2["disclosedContracts"];
  return Array.isArray(list2) ? list2.filter(isObject) : [];
}
var named = (c) => `${c.template === null ? "contract" : c.template.split(":").at(-1) ?? c.template} ${c.contractId}`;
function disclosedFacts(body, index) {
  return disclosedIn(body).flatMap((disclosed, i) => {
    const id = disclosed["contractId"];
    const fact = typeof id === "string" ? index.contracts.get(id) : void 0;
    return fact ? [{ i, disclosed, fact }] : [];
  });
}

// conformance/checks/a-history-state.ts
var inFlightText = (c) => c.inFlight ? `${named(c)} is in flight: unassigned from ${c.inFlight.from} to ${c.inFlight.to} at ${placeText(c.inFlight.at)}, and no assignment of it read after` : `${named(c)} is not in flight`;
function allowedFor(life, index) {
  if (life.ended)
    return { statuses: [404], why: `the allocation was ${life.ended.how} at ${placeText(life.ended.at)}` };
  const holding = life.lockedHolding === null ? void 0 : index.contracts.get(life.lockedHolding);
  if (holding?.inFlight && !holding.archived)
    return { statuses: [409], why: `its locked holding ${inFlightText(holding)}` };
  const moving = index.moving[0];
  if (moving) return { statuses: [409, 200], why: `${inFlightText(moving)}; it may be one that A discloses` };
  const where = !holding ? "the history shows no reassignment of any" : holding.archived ? `its locked holding was archived at ${placeText(holding.archived)}` : holding.assigned ? `its locked holding was assigned to ${holding.assigned.synchronizerId} at ${placeText(holding.assigned.at)}` : `its locked holding has not moved since ${holding.created ? placeText(holding.created.at) : "it was read"}`;
  return { statuses: [200], why: `no contract it would disclose is in flight in what was read: ${where}` };
}
var aHistoryState = defineCheck({
  id: "a-history-state",
  title: "An allocation's answer agrees with its life in the history",
  operation: "A",
  evidence: { of: "allocations cross-checked with their history" },
  history: true,
  groups: ["registry"],
  needs: (facts) => historyNeeds(facts, "no allocation whose life the history shows", (h2) => h2.allocations.length > 0),
  examples: (ctx) => (ctx.facts.history?.allocations ?? []).slice(0, 200).map((a) => a.id),
  inputs: (ctx) => fast_check_default.constantFrom(...(ctx.facts.history?.allocations ?? []).map((a) => a.id)),
  asks: ["context"],
  probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
  verify: (id, { context: context2 }, ctx) => {
    const index = ctx.facts.history && factIndexOf(ctx.facts.history);
    const life = index?.allocations.get(id);
    if (!index || !life) return judged([], 0);
    const { statuses, why } = allowedFor(life, index);
    const created = `created at ${placeText(life.created)}`;
    if (!statuses.includes(context2.status))
      return judged([failure(`${statuses.join(" or ")} (${created}; ${why})`, shown(context2), context2)], 1, [id]);
    if (context2.status !== 200) return judged([], 1, [id]);
    const findings = [];
    for (const { i, fact } of disclosedFacts(context2.json, index))
      if (fact.inFlight && !fact.archived)
        findings.push(
          failure(`409 (${created}; ${inFlightText(fact)})`, `200 with disclosedContracts[${i}] = it`, context2)
        );
    return judged(findings, 1, [id]);
  }
});

// conformance/checks/a-disclosed-synchronizer.ts
var aDisclosedSynchronizer = defineCheck({
  id: "a-disclosed-synchronizer",
  title: "A discloses each contract on the synchronizer the history puts it on",
  operation: "A",
  evidence: { of: "disclosed contracts whose synchronizer the history shows" },
  history: true,
  groups: ["registry"],
  needs: (facts) => historyNeeds(facts, "no live allocation whose life the history shows", (h2) => liveAllocationIds(h2).length > 0),
  examples: (ctx) => liveAllocationIds(ctx.facts.history).slice(0, 200),
  inputs: (ctx) => fast_check_default.constantFrom(...liveAllocationIds(ctx.facts.history)),
  asks: ["context"],
  probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
  verify: (_id, { context: context2 }, ctx) => {
    if (!ctx.facts.history || context2.status !== 200) return judged([], 0);
    const index = factIndexOf(ctx.facts.history);
    const findings = [];
    const subjects = [];
    for (const { i, disclosed, fact } of disclosedFacts(context2.json, index)) {
      const place2 = fact.assigned ?? fact.created;
      if (fact.inFlight || fact.archived || !place2) continue;
      subjects.push(fact.contractId);
      if (disclosed["synchronizerId"] === place2.synchronizerId) continue;
      const how = fact.assigned ? "its last assignment read" : "the transaction that created it";
      findings.push(
        failure(
          `disclosedContracts[${i}] (${named(fact)}) on ${place2.synchronizerId}, where ${how} put it ${placeText(place2.at)}`,
          `synchronizerId ${JSON.stringify(disclosed["synchronizerId"])}`,
          context2
        )
      );
    }
    return judged(findings, subjects.length, subjects);
  }
});

// conformance/checks/a-malformed-body.ts
var aMalformedBody = defineCheck({
  id: "a-malformed-body",
  title: "A malformed withdraw-context body answers 400",
  operation: "A",
  evidence: { of: "answers to malformed bodies" },
  groups: ["registry"],
  needs: (facts) => facts.knownAllocationIds.length > 0 ? null : "no live allocation id known",
  examples: (ctx) => malformedContextExamples.map((body) => [ctx.facts.knownAllocationIds[0] ?? "", body]),
  inputs: (ctx) => fast_check_default.tuple(fast_check_default.constantFrom(...ctx.facts.knownAllocationIds), malformedContextBody),
  asks: ["context"],
  probe: async ([id, body], ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, body)) }),
  verify: (_input, { context: context2 }) => expectStatus(context2, 400, "the body is not a GetChoiceContextRequest")
});

// conformance/checks/a-debug-exclusion.ts
var aDebugExclusion = defineCheck({
  id: "a-debug-exclusion",
  title: "excludeDebugFields removes exactly the debug fields (A)",
  operation: "A",
  evidence: { of: "pairs of answers with and without debug fields" },
  groups: ["registry"],
  needs: (facts) => facts.knownAllocationIds.length > 0 ? null : "no live allocation id known",
  examples: (ctx) => ctx.facts.knownAllocationIds.slice(0, 100).map((id) => [id, {}]),
  inputs: (ctx) => fast_check_default.tuple(
    fast_check_default.constantFrom(...ctx.facts.knownAllocationIds),
    fast_check_default.dictionary(fast_check_default.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), fast_check_default.string({ maxLength: 8 }), { maxKeys: 2 })
  ),
  asks: ["full", "lean"],
  probe: async ([id, meta], ctx) => ({
    full: await ctx.send(withdrawRequest(ctx.urls, id, { meta, excludeDebugFields: false })),
    lean: await ctx.send(withdrawRequest(ctx.urls, id, { meta, excludeDebugFields: true }))
  }),
  verify: (_input, { full, lean }, ctx) => verifyDebugExclusion(full, lean, ctx)
});

// conformance/checks/a-no-credentials.ts
var aNoCredentials = defineCheck({
  id: "a-no-credentials",
  title: "Operation A needs no credentials",
  operation: "A",
  evidence: { of: "answers without credentials" },
  groups: ["registry"],
  inputs: (ctx) => ctx.facts.knownAllocationIds.length > 0 ? fast_check_default.constantFrom(...ctx.facts.knownAllocationIds) : unknownAllocationId(/* @__PURE__ */ new Set()),
  asks: ["anonymous", "credentialed"],
  probe: async (id, ctx) => ({
    anonymous: await ctx.send({ ...withdrawRequest(ctx.urls, id, {}), anonymous: true }),
    credentialed: await ctx.send(withdrawRequest(ctx.urls, id, {}))
  }),
  verify: (_id, { anonymous, credentialed }) => {
    if (anonymous.status === 401 || anonymous.status === 403 || anonymous.status !== credentialed.status) {
      return judged([
        failure(
          `the same answer without credentials (${credentialed.status})`,
          `${anonymous.status} without credentials`,
          anonymous
        )
      ]);
    }
    return judged([]);
  }
});

// conformance/checks/b-factory.ts
var bFactory = defineCheck({
  id: "b-factory",
  title: "Valid choiceArguments answer 200 with a factory and a context",
  operation: "B",
  evidence: { of: "answers to valid choiceArguments" },
  groups: ["registry"],
  needs: (facts) => facts.factoryChoiceArguments ? null : "no factory choiceArguments known",
  inputs: () => fast_check_default.boolean(),
  asks: ["factory"],
  probe: async (excludeDebugFields, ctx) => ({
    factory: await ctx.send(
      factoryRequest(ctx.urls, { choiceArguments: ctx.facts.factoryChoiceArguments, excludeDebugFields })
    )
  }),
  verify: (_input, { factory: exchange }) => {
    const body = isObject(exchange.json) ? exchange.json : {};
    const context2 = isObject(body["choiceContext"]) ? body["choiceContext"] : null;
    if (exchange.status !== 200 || typeof body["factoryId"] !== "string" || body["factoryId"] === "" || !context2) {
      return judged([failure("200 with a non-empty factoryId and a choiceContext", shown(exchange), exchange)]);
    }
    return judged([]);
  }
});

// conformance/checks/b-debug-exclusion.ts
var bDebugExclusion = defineCheck({
  id: "b-debug-exclusion",
  title: "excludeDebugFields removes exactly the debug fields (B)",
  operation: "B",
  evidence: { of: "pairs of answers with and without debug fields" },
  groups: ["registry"],
  needs: (facts) => facts.factoryChoiceArguments ? null : "no factory choiceArguments known",
  maxRuns: 5,
  inputs: () => fast_check_default.constant(null),
  asks: ["full", "lean"],
  probe: async (_input, ctx) => ({
    full: await ctx.send(
      factoryRequest(ctx.urls, { choiceArguments: ctx.facts.factoryChoiceArguments, excludeDebugFields: false })
    ),
    lean: await ctx.send(
      factoryRequest(ctx.urls, { choiceArguments: ctx.facts.factoryChoiceArguments, excludeDebugFields: true })
    )
  }),
  verify: (_input, { full, lean }, ctx) => verifyDebugExclusion(full, lean, ctx)
});

// conformance/checks/b-malformed-body.ts
var bMalformedBody = defineCheck({
  id: "b-malformed-body",
  title: "Missing or non-object choiceArguments answer 400",
  operation: "B",
  evidence: { of: "answers to malformed bodies" },
  groups: ["registry"],
  examples: () => malformedFactoryExamples,
  inputs: () => malformedFactoryBody,
  asks: ["factory"],
  probe: async (body, ctx) => ({ factory: await ctx.send(factoryRequest(ctx.urls, body)) }),
  verify: (_body, { factory }) => expectStatus(factory, 400, "choiceArguments is required and must be an object")
});

// conformance/checks/ab-disclosed-active.ts
var asksOf = (ids, factory) => [
  ...factory ? [{ operation: "B" }] : [],
  ...ids.map((allocationId) => ({ operation: "A", allocationId }))
];
var abDisclosedActive = defineCheck({
  id: "ab-disclosed-active",
  title: "A and B disclose no contract archived in the history",
  operation: "A",
  evidence: { of: "disclosed contracts whose life the history shows" },
  history: true,
  groups: ["registry"],
  needs: (facts) => historyNeeds(
    facts,
    "no live allocation whose life the history shows, nor factory choiceArguments",
    (h2) => liveAllocationIds(h2).length > 0 || facts.factoryChoiceArguments !== null
  ),
  examples: (ctx) => asksOf(liveAllocationIds(ctx.facts.history).slice(0, 200), ctx.facts.factoryChoiceArguments !== null),
  inputs: (ctx) => fast_check_default.constantFrom(...asksOf(liveAllocationIds(ctx.facts.history), ctx.facts.factoryChoiceArguments !== null)),
  asks: ["context"],
  probe: async (ask, ctx) => ({
    context: await ctx.send(
      ask.operation === "A" ? withdrawRequest(ctx.urls, ask.allocationId, {}) : factoryRequest(ctx.urls, { choiceArguments: ctx.facts.factoryChoiceArguments })
    )
  }),
  verify: (ask, { context: context2 }, ctx) => {
    if (!ctx.facts.history || context2.status !== 200) return judged([], 0);
    const index = factIndexOf(ctx.facts.history);
    const findings = [];
    const subjects = [];
    for (const { i, fact } of disclosedFacts(context2.json, index)) {
      subjects.push(fact.contractId);
      if (fact.archived)
        findings.push(
          failure(
            `only contracts not archived in the history (${named(fact)} was archived at ${placeText(fact.archived)})`,
            `${ask.operation} answered 200 with disclosedContracts[${i}] = ${fact.contractId}`,
            context2
          )
        );
    }
    return judged(findings, subjects.length, subjects);
  }
});

// conformance/checks/c-known-entry.ts
var entryOfKnownParty = {
  groups: ["validator"],
  needs: (facts) => facts.partiesWithEntry.length > 0 ? null : "no party with a name entry known",
  examples: (ctx) => ctx.facts.partiesWithEntry.slice(0, 200),
  inputs: (ctx) => fast_check_default.constantFrom(...ctx.facts.partiesWithEntry),
  asks: ["entry"],
  probe: async (party, ctx) => ({ entry: await ctx.send(entryRequest(ctx.urls, party)) })
};
var cKnownEntry = defineCheck({
  id: "c-known-entry",
  title: "A party's entry answers 200 and belongs to that party",
  operation: "C",
  evidence: { of: "answers for parties with an entry" },
  ...entryOfKnownParty,
  verify: (party, { entry: exchange }) => {
    const entry = isObject(exchange.json) && isObject(exchange.json["entry"]) ? exchange.json["entry"] : null;
    if (exchange.status !== 200 || !entry)
      return judged([failure('200 with {"entry": ...}', shown(exchange), exchange)]);
    if (entry["user"] !== party)
      return judged([failure(`entry.user = ${party}`, `entry.user = ${JSON.stringify(entry["user"])}`, exchange)]);
    return judged([]);
  }
});

// conformance/checks/c-unknown-party.ts
var cUnknownParty = defineCheck({
  id: "c-unknown-party",
  title: "An unknown party answers 404",
  operation: "C",
  evidence: { of: "answers for unknown parties" },
  groups: ["validator"],
  examples: () => [`no-such-party::1220${"ab".repeat(32)}`],
  inputs: (ctx) => unknownParty(/* @__PURE__ */ new Set([...ctx.facts.partiesWithEntry, ...ctx.facts.partiesWithoutEntry])),
  asks: ["entry"],
  probe: async (party, ctx) => ({ entry: await ctx.send(entryRequest(ctx.urls, party)) }),
  verify: (_party, { entry }) => expectStatus(entry, 404, "the party has no entry")
});

// conformance/checks/c-entry-fields.ts
var cEntryFields = defineCheck({
  id: "c-entry-fields",
  title: "Entry fields have their types and shapes",
  operation: "C",
  evidence: { of: "entries" },
  ...entryOfKnownParty,
  verify: (_party, { entry: exchange }, ctx) => {
    const entry = isObject(exchange.json) && isObject(exchange.json["entry"]) ? exchange.json["entry"] : null;
    if (exchange.status !== 200 || !entry)
      return judged([failure('200 with {"entry": ...} (the party has an entry)', shown(exchange), exchange)]);
    const findings = [];
    for (const field of ["user", "name", "url", "description"]) {
      if (typeof entry[field] !== "string")
        findings.push(failure(`entry.${field}: a string`, JSON.stringify(entry[field]), exchange));
    }
    const url = entry["url"];
    if (typeof url === "string" && url !== "" && !/^https?:\/\/[^\s/]+/i.test(url)) {
      findings.push(failure("entry.url: empty or an http(s) URL", JSON.stringify(url), exchange));
    }
    for (const field of ["contract_id", "expires_at"]) {
      const value = entry[field];
      if (value === void 0) continue;
      if (value === null && ctx.dialect === "splice") {
        findings.push(
          warning(`entry.${field} omitted when absent`, "null (tolerated in the splice dialect)", exchange)
        );
        continue;
      }
      const ok = field === "contract_id" ? typeof value === "string" && value !== "" : typeof value === "string" && parseInstantNanos(value) !== null;
      if (!ok)
        findings.push(
          failure(
            `entry.${field}: ${field === "contract_id" ? "a non-empty contract id" : "an RFC 3339 instant"}`,
            JSON.stringify(value),
            exchange
          )
        );
    }
    return judged(findings);
  }
});

// conformance/checks/c-entry-history.ts
var indexes2 = /* @__PURE__ */ new WeakMap();
function entryIndexOf(history) {
  let index = indexes2.get(history);
  if (!index) {
    const byParty = /* @__PURE__ */ new Map();
    for (const e of history.entries) byParty.set(e.user, [...byParty.get(e.user) ?? [], e]);
    index = { byId: new Map(history.entries.map((e) => [e.contractId, e])), byParty };
    indexes2.set(history, index);
  }
  return index;
}
var partiesOf = (history) => history ? [...entryIndexOf(history).byParty.keys()].sort() : [];
var entryText = (e) => `${e.name} (contract ${e.contractId}, created at ${placeText(e.created)})`;
var cEntryHistory = defineCheck({
  id: "c-entry-history",
  title: "A party's entry agrees with its name entries in the history",
  operation: "C",
  evidence: { of: "answers for parties whose name entries the history shows" },
  history: true,
  groups: ["validator"],
  needs: (facts) => historyNeeds(facts, "no name entry whose life the history shows", (h2) => h2.entries.length > 0),
  examples: (ctx) => partiesOf(ctx.facts.history).slice(0, 200),
  inputs: (ctx) => fast_check_default.constantFrom(...partiesOf(ctx.facts.history)),
  asks: ["entry"],
  probe: async (party, ctx) => ({ entry: await ctx.send(entryRequest(ctx.urls, party)) }),
  verify: (party, { entry: exchange }, ctx) => {
    const history = ctx.facts.history;
    const latest = history?.latest ? parseInstantNanos(history.latest.recordTime) : null;
    if (!history?.latest || latest === null) return judged([], 0);
    const index = entryIndexOf(history);
    const latestText = `the history's latest record time ${placeText(history.latest)}`;
    if (exchange.status === 404) {
      const live = (index.byParty.get(party) ?? []).find((e) => {
        const expires2 = e.expiresAt === null ? null : parseInstantNanos(e.expiresAt);
        return outlives({ archived: e.archived !== null, expires: expires2 }, latest);
      });
      if (!live) return judged([], 1, [party]);
      return judged(
        [
          failure(
            `200 with an entry: ${entryText(live)} ${live.expiresAt === null ? "never expires" : `runs until ${live.expiresAt}, over a day past ${latestText}`}`,
            shown(exchange),
            exchange
          )
        ],
        1,
        [party]
      );
    }
    const entry = isObject(exchange.json) && isObject(exchange.json["entry"]) ? exchange.json["entry"] : null;
    if (exchange.status !== 200 || !entry)
      return judged([failure('200 with {"entry": ...}, or 404', shown(exchange), exchange)], 1, [party]);
    const fact = typeof entry["contract_id"] === "string" ? index.byId.get(entry["contract_id"]) : void 0;
    if (!fact) return judged([], 0);
    const expires = fact.expiresAt === null ? null : parseInstantNanos(fact.expiresAt);
    const problem = fact.user !== party ? `the name entry of ${fact.user}` : fact.archived ? `archived at ${placeText(fact.archived)}` : expires !== null && expires <= latest ? `expired at ${fact.expiresAt ?? ""}, by ${latestText}` : entry["user"] !== party ? `given with user ${JSON.stringify(entry["user"])}` : null;
    if (problem === null) return judged([], 1, [party]);
    return judged(
      [
        failure(
          `an unarchived, unexpired name entry of ${party} in the history, with user = that party`,
          `entry ${entryText(fact)}: ${problem}`,
          exchange
        )
      ],
      1,
      [party]
    );
  }
});

// conformance/checks/d-page-size-bound.ts
function countOf(exchange) {
  if (exchange.status !== 200) return { exchange: ownCopy(exchange), count: null, problem: null };
  const verdict = eachEvent(exchange, () => {
  }, "checked");
  return verdict.page ? { exchange: withoutBody(exchange), count: verdict.items, problem: null } : { exchange: withoutBody(exchange), count: null, problem: pageProblem(exchange) ?? "" };
}
var dPageSizeBound = defineCheck({
  id: "d-page-size-bound",
  title: "A page holds at most page_size events",
  operation: "D",
  evidence: { of: "pages with events" },
  groups: ["scan"],
  inputs: (ctx) => pageRequestBody(ctx),
  asks: ["page"],
  probe: async (body, ctx) => ({ page: await ctx.send(eventsRequest(ctx.urls, body), countOf) }),
  verify: (body, { page: { exchange, count, problem } }) => {
    if (exchange.status !== 200) return judged([failure("200 for a valid page_size", shown(exchange), exchange)]);
    if (count === null) return judged([failure('{"events": [...]}', problem ?? "", exchange)]);
    return judged(
      count <= body.page_size ? [] : [failure(`at most ${body.page_size} events`, `${count} events`, exchange)],
      count > 0 ? 1 : 0
    );
  }
});

// conformance/checks/d-page-size-invalid.ts
var dPageSizeInvalid = defineCheck({
  id: "d-page-size-invalid",
  title: "An invalid or missing page_size answers 400",
  operation: "D",
  evidence: { of: "answers to invalid page sizes" },
  groups: ["scan"],
  examples: () => invalidPageSizeExamples,
  inputs: () => invalidPageSize,
  asks: ["page"],
  probe: async (pageSize, ctx) => ({
    page: await ctx.send(eventsRequest(ctx.urls, pageSize === void 0 ? {} : { page_size: pageSize }))
  }),
  verify: (_pageSize, { page: page2 }) => expectStatus(page2, 400, "page_size must be an integer from 1 to 1000")
});

// conformance/checks/d-order.ts
function lastPosition(exchange) {
  let last;
  const verdict = eachEvent(
    exchange,
    (item) => {
      last = item;
    },
    "outline"
  );
  return verdict.page && last ? positionOf(last) : null;
}
var dOrder = defineCheck({
  id: "d-order",
  title: "Events are strictly ascending within and across pages",
  operation: "D",
  evidence: { of: "pairs of consecutive events" },
  groups: ["scan"],
  inputs: (ctx) => fast_check_default.tuple(pageRequestBody(ctx, 200), fast_check_default.integer({ min: 1, max: 200 })),
  examples: (ctx) => pageExamples(ctx, 2).map((page2) => [page2, 3]),
  // One answer, the pages in order: the second is asked for only when the first ends with a cursor to follow.
  asks: ["pages"],
  probe: async ([first, secondSize], ctx) => {
    const one = await ctx.send(eventsRequest(ctx.urls, first));
    const last = lastPosition(one);
    const pages = last ? [one, await ctx.send(eventsRequest(ctx.urls, { page_size: secondSize, after: cursorOf(last) }))] : [one];
    return { pages };
  },
  verify: (_input, { pages }) => {
    let previous = null;
    let pairs = 0;
    for (const exchange of pages) {
      if (exchange.status !== 200)
        return judged([failure("200 with a page (the request was a valid one)", shown(exchange), exchange)]);
      let found2 = null;
      const verdict = eachEvent(
        exchange,
        (item) => {
          if (found2) return;
          const p = positionOf(item);
          if (!p) {
            previous = null;
            return;
          }
          if (previous) {
            pairs++;
            if (comparePositions(previous, p) >= 0) {
              found2 = failure(
                `the event after ${describePosition(previous)} to be later`,
                `the next event is at ${describePosition(p)}`,
                exchange
              );
              return;
            }
          }
          previous = p;
        },
        // Positions only: the update's tree of events is left out.
        "outline"
      );
      if (!verdict.page) return judged([failure('{"events": [...]}', pageProblem(exchange) ?? "", exchange)]);
      if (found2) return judged([found2], pairs);
    }
    return judged([], pairs);
  }
});

// conformance/checks/d-cursor-exclusive.ts
var isCanonical = (time) => /\.\d{6}Z$/.test(time);
function cursors(ctx) {
  const options = [
    mapCursor(ctx).map((c) => c ?? { after_migration_id: 0, after_record_time: EPOCH })
  ];
  if (ctx.positions.length > 0) {
    options.push(
      fast_check_default.tuple(fast_check_default.constantFrom(...ctx.positions), fast_check_default.constantFrom(-1n, 1n, 500n, -999n)).map(([p, shift]) => ({
        after_migration_id: p.migrationId,
        after_record_time: formatInstantNanos(p.nanos + shift)
      }))
    );
  }
  return fast_check_default.oneof(...options);
}
var dCursorExclusive = defineCheck({
  id: "d-cursor-exclusive",
  title: "Every event is after the cursor",
  operation: "D",
  evidence: { of: "events compared with their cursor" },
  groups: ["scan"],
  inputs: (ctx) => fast_check_default.tuple(cursors(ctx), fast_check_default.integer({ min: 1, max: 100 })),
  // A cursor exactly on an item is the case an inclusive cursor gets wrong: always tried, whatever the seed, on the
  // first items, on each migration's last item and the history's last (where a page must start after it), and at
  // every other place of the map.
  examples: (ctx) => [
    ...ctx.positions.slice(0, 3).map((p) => [cursorOf(p), 1 + ctx.positions.indexOf(p)]),
    ...ctx.map.migrations.map((span) => [cursorOf(span.last), 2]),
    ...mapExamples(ctx.map).flatMap((c) => c ? [[c, 2]] : [])
  ],
  asks: ["page"],
  probe: async ([after, pageSize], ctx) => ({
    page: await ctx.send(eventsRequest(ctx.urls, { page_size: pageSize, after }))
  }),
  verify: ([after], { page: exchange }, ctx) => {
    if (exchange.status === 400 && !isCanonical(after.after_record_time) && isErrorBody(jsonShape(exchange))) {
      const refused = `a nine-digit cursor time refused with 400, as a target may: ${after.after_record_time}`;
      return judged(
        ctx.dialect === "splice" ? [warning("nine-digit cursor times accepted", refused, exchange)] : [],
        0
      );
    }
    if (exchange.status !== 200) return judged([failure("200 for a valid cursor", shown(exchange), exchange)]);
    const cursor = {
      migrationId: after.after_migration_id,
      recordTime: after.after_record_time,
      nanos: parseInstantNanos(after.after_record_time) ?? 0n
    };
    let found2 = null;
    let compared2 = 0;
    const verdict = eachEvent(
      exchange,
      (item) => {
        const p = found2 ? null : positionOf(item);
        if (!p) return;
        compared2++;
        if (comparePositions(p, cursor) <= 0) found2 = p;
      },
      "outline"
    );
    if (!verdict.page) return judged([failure('{"events": [...]}', pageProblem(exchange) ?? "", exchange)]);
    if (!found2) return judged([], compared2);
    return judged(
      [failure(`every event after ${describePosition(cursor)}`, `an event at ${describePosition(found2)}`, exchange)],
      compared2
    );
  }
});

// conformance/reading/instant-notation.ts
var minutesOf = (offset) => {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
};
var NANOS_PER_MINUTE = 60000000000n;
function fractionDigits(nanos) {
  let fraction = (nanos % 1000000000n + 1000000000n) % 1000000000n;
  if (fraction === 0n) return 0;
  let digits = 9;
  while (fraction % 10n === 0n) {
    fraction /= 10n;
    digits--;
  }
  return digits;
}
function writeInstant(nanos, notation) {
  if (notation.digits < fractionDigits(nanos)) return null;
  const minutes = minutesOf(notation.offset);
  const local = formatInstantNanos(nanos + BigInt(minutes) * NANOS_PER_MINUTE);
  if (!/^\d{4}-/.test(local)) return null;
  const [seconds2, nine] = [local.slice(0, 19), local.slice(20, 29)];
  const fraction = notation.digits === 0 ? "" : `.${nine.slice(0, notation.digits)}`;
  return `${seconds2}${fraction}${notation.offset}`;
}

// conformance/checks/d-cursor-notation.ts
var OFFSETS = [
  "Z",
  "+00:00",
  "-00:00",
  "+05:30",
  "-08:00",
  "+01:00",
  "-01:00",
  "+14:00",
  "-12:00"
];
var canonical = (nanos) => fractionDigits(nanos) <= 6 ? formatInstantMicros(nanos) : formatInstantNanos(nanos);
function notationInputs(ctx) {
  const cursors3 = mapCursor(ctx).filter((c) => c !== void 0 && cursorPosition(c) !== null);
  return fast_check_default.record({
    cursor: cursors3,
    whole: fast_check_default.boolean(),
    digits: fast_check_default.integer({ min: 0, max: 9 }),
    offset: fast_check_default.constantFrom(...OFFSETS),
    size: fast_check_default.integer({ min: 1, max: 20 })
  }).map(({ cursor, whole, digits, offset, size }) => {
    const at = cursorPosition(cursor)?.nanos ?? 0n;
    const nanos = whole ? at - (at % 1000000000n + 1000000000n) % 1000000000n : at;
    const notation = { digits: Math.max(digits, fractionDigits(nanos)), offset };
    const usable = writeInstant(nanos, notation) !== null ? notation : { ...notation, offset: "Z" };
    return { migrationId: cursor.after_migration_id, instant: canonical(nanos), notation: usable, size };
  });
}
var describe = (n) => `${n.digits} fraction digit${n.digits === 1 ? "" : "s"}, ${n.offset === "Z" ? "Z" : `offset ${n.offset}`}`;
function identities(exchange) {
  if (exchange.status !== 200) return null;
  const ids = [];
  const verdict = eachEvent(exchange, (item) => ids.push(identityOf(item)), "outline");
  return verdict.page ? ids : null;
}
var dCursorNotation = defineCheck({
  id: "d-cursor-notation",
  title: "A cursor time in any notation of one instant gets the same page",
  operation: "D",
  evidence: { of: "cursors written in another notation, compared" },
  groups: ["scan"],
  inputs: notationInputs,
  // On every migration's last item (the page after it starts the next migration) and the history's last, in the
  // notations most often mishandled: an offset east of UTC, nine digits, `+00:00`.
  examples: (ctx) => [...ctx.map.migrations.map((m) => m.last), ...ctx.map.last ? [ctx.map.last] : []].flatMap(
    (p) => [
      { digits: 6, offset: "+05:30" },
      { digits: 9, offset: "Z" },
      { digits: 6, offset: "+00:00" }
    ].map((notation) => ({
      migrationId: p.migrationId,
      instant: canonical(p.nanos),
      notation,
      size: 3
    }))
  ),
  asks: ["canonical", "other"],
  probe: async ({ migrationId, instant, notation, size }, ctx) => {
    const nanos = parseInstantNanos(instant) ?? 0n;
    const request = (time) => eventsRequest(ctx.urls, { page_size: size, after: { after_migration_id: migrationId, after_record_time: time } });
    return {
      canonical: await ctx.send(request(canonical(nanos))),
      other: await ctx.send(request(writeInstant(nanos, notation) ?? canonical(nanos)))
    };
  },
  verify: ({ instant, notation }, { canonical: base, other }, ctx) => {
    const nanos = parseInstantNanos(instant) ?? 0n;
    const written = writeInstant(nanos, notation) ?? canonical(nanos);
    if (written === canonical(nanos)) return judged([], 0);
    const expected = identities(base);
    if (expected === null)
      return judged([
        failure(
          "200 with a page for a valid cursor",
          base.status === 200 ? pageProblem(base) ?? shown(base) : shown(base),
          base
        )
      ]);
    const evidence = expected.length > 0 ? 1 : 0;
    if (other.status === 400 && isErrorBody(jsonShape(other))) {
      const refused = `${written} (${describe(notation)}) refused with 400, as a target may`;
      return judged(
        ctx.dialect === "splice" ? [warning("every RFC 3339 notation of an instant accepted", refused, other)] : [],
        evidence
      );
    }
    const got = identities(other);
    if (got === null)
      return judged([
        failure(
          `the page of ${canonical(nanos)} for ${written} (${describe(notation)}), or a 400 ErrorResponse`,
          shown(other),
          other
        )
      ]);
    const at = got.findIndex((id, i) => id !== expected[i]);
    if (at >= 0 || got.length !== expected.length)
      return judged([
        failure(
          `the page of ${canonical(nanos)} for ${written} (${describe(notation)}): the same instant`,
          at >= 0 ? `events[${at}] is ${got[at] ?? "missing"}, not ${expected[at] ?? "absent"}` : `${got.length} events, not ${expected.length}`,
          other
        )
      ]);
    return judged([], evidence);
  }
});

// conformance/checks/d-walk.ts
var MAX_ITEMS = 600;
var PLACE_ITEMS = 300;
var END_PAGES2 = 20;
var MAX_PAGES = 30;
var walkSize = fast_check_default.oneof(fast_check_default.integer({ min: 1, max: 20 }), fast_check_default.integer({ min: 1, max: 1e3 }));
var itemsFor = (input) => input.from ? PLACE_ITEMS : MAX_ITEMS;
var pagesFor = (size, items2) => Math.min(MAX_PAGES, Math.ceil(items2 / size) + 1);
function endWalkStart(ctx) {
  const top = ctx.map.migrations[ctx.map.migrations.length - 1];
  if (!top) return void 0;
  return cursorAt(top.migrationId, top.last.nanos - (top.last.nanos - top.first.nanos) / 256n - 1n);
}
var ends = /* @__PURE__ */ new WeakMap();
function walkToEnd(ctx) {
  let end = ends.get(ctx);
  if (!end) {
    end = walk(ctx, 1e3, END_PAGES2, endWalkStart(ctx));
    ends.set(ctx, end);
  }
  return end;
}
var lastExchange = (w) => w.exchanges[w.exchanges.length - 1];
function walkProblems(w, what) {
  if (w.broken)
    return [failure("200 pages with a cursor to follow", `page ${w.exchanges.length} broke the ${what}`, w.broken)];
  if (w.duplicate) return [failure(`each event once in the ${what}`, `${w.duplicate} twice`, lastExchange(w))];
  if (w.disorder)
    return [
      failure(
        `events in ascending order in the ${what}: the event after ${describePosition(w.disorder.before)} later`,
        `${describePosition(w.disorder.after)} after it`,
        w.disorder.exchange
      )
    ];
  return [];
}
function endProblems(end, last) {
  if (!end.ended) {
    return [
      warning(
        "the walk to end",
        `${end.items.length} events in ${END_PAGES2} pages without reaching the end (not followed further)`
      )
    ];
  }
  if (!last || end.items.length === 0) return [];
  const tail = end.items.at(end.items.length - 1).id;
  if (!tail.startsWith(describePosition(last)) && end.items.length > 0) {
    for (let i = 0; i < end.items.length; i++) if (end.items.at(i).id.startsWith(describePosition(last))) return [];
    return [
      failure(
        `a walk to the end to pass the history's last item, at ${describePosition(last)}`,
        `it ended at ${tail}`,
        lastExchange(end)
      )
    ];
  }
  return [];
}
var dWalk = defineCheck({
  id: "d-walk",
  title: "Walks with different page sizes agree and end",
  operation: "D",
  evidence: { of: "events walked" },
  groups: ["scan"],
  maxRuns: 4,
  inputs: (ctx) => fast_check_default.record({ from: mapCursor(ctx), sizes: fast_check_default.tuple(walkSize, walkSize) }).map(({ from, sizes }) => from ? { from, sizes } : { sizes }),
  // From the start with one item a page and a few, and across every migration boundary, with page sizes that put
  // the boundary inside a page and at its edge.
  examples: (ctx) => [
    { sizes: [1, 7] },
    ...ctx.map.migrations.slice(0, -1).map((span, i) => ({ from: justBefore(span.last), sizes: i % 2 === 0 ? [7, 1] : [3, 50] }))
  ],
  asks: ["a", "b", "end"],
  probe: async (input, ctx) => {
    const end = await walkToEnd(ctx);
    const [a, b] = input.sizes;
    const items2 = itemsFor(input);
    return {
      a: await walk(ctx, a, pagesFor(a, items2), input.from),
      b: await walk(ctx, b, pagesFor(b, items2), input.from),
      end
    };
  },
  verify: (input, walks, ctx) => {
    const [a, b] = input.sizes;
    const items2 = itemsFor(input);
    const examined = walks.a.items.length + walks.b.items.length;
    for (const [w, what] of [
      [walks.a, `walk with page size ${a}`],
      [walks.b, `walk with page size ${b}`],
      [walks.end, "walk to the end"]
    ]) {
      const problems = walkProblems(w, what);
      if (problems.length > 0) return judged(problems, examined);
    }
    const common = Math.min(walks.a.items.length, walks.b.items.length, items2);
    for (let i = 0; i < common; i++) {
      const [left, right] = [walks.a.items.at(i).id, walks.b.items.at(i).id];
      if (left !== right) {
        return judged(
          [
            failure(
              `the same event at index ${i} with page sizes ${a} and ${b}`,
              `${left} and ${right}`,
              walks.b.exchanges[Math.floor(i / b)]
            )
          ],
          examined
        );
      }
    }
    const [first, later] = [walks.a, walks.b];
    const floor = later.ended ? first.items.length : Math.min(first.items.length, pagesFor(b, items2) * b, items2);
    if (later.items.length < floor)
      return judged(
        [
          failure(
            `at least ${floor} events with page size ${b}, as with page size ${a} before it`,
            `${later.items.length}${later.ended ? ", and the walk ended" : ""}`,
            lastExchange(later)
          )
        ],
        examined
      );
    return judged(endProblems(walks.end, ctx.map.last), examined);
  }
});

// conformance/checks/d-reads-agree.ts
var MAX_STEPS = 8;
function listingOf(exchange) {
  if (exchange.status !== 200) return { exchange: ownCopy(exchange), items: null, problem: null };
  const items2 = [];
  const verdict = eachEvent(
    exchange,
    (item) => items2.push({ id: identityOf(item), position: positionOf(item) }),
    "outline"
  );
  return verdict.page ? { exchange: withoutBody(exchange), items: items2, problem: null } : { exchange: withoutBody(exchange), items: null, problem: pageProblem(exchange) ?? "" };
}
var dReadsAgree = defineCheck({
  id: "d-reads-agree",
  title: "Pages and one-item reads agree, across migration boundaries",
  operation: "D",
  evidence: { of: "events read both in a page and one at a time" },
  groups: ["scan"],
  inputs: (ctx) => fast_check_default.record({ from: mapCursor(ctx), size: fast_check_default.integer({ min: 2, max: 50 }) }).map(({ from, size }) => from ? { from, size } : { size }),
  examples: (ctx) => [
    ...ctx.map.migrations.slice(0, -1).flatMap((span) => [
      { from: justBefore(span.last), size: 2 },
      { from: justBefore(span.last), size: 5 },
      { from: cursorOf(span.last), size: 3 }
    ]),
    ...ctx.map.last ? [{ from: justBefore(ctx.map.last), size: 3 }] : []
  ],
  asks: ["page", "steps"],
  probe: async ({ from, size }, ctx) => {
    const list2 = (pageSize, after2) => ctx.send(eventsRequest(ctx.urls, { page_size: pageSize, ...after2 ? { after: after2 } : {} }), listingOf);
    const page2 = await list2(size, from);
    const steps = [];
    let after = from;
    for (let i = 0; i < Math.min(size, MAX_STEPS); i++) {
      const step = await list2(1, after);
      steps.push(step);
      const position = step.items?.[0]?.position;
      if (!position) break;
      after = cursorOf(position);
    }
    return { page: { listings: [page2] }, steps: { listings: steps } };
  },
  verify: ({ from, size }, answers, ctx) => {
    const page2 = answers.page.listings[0];
    const steps = answers.steps.listings;
    for (const { exchange, items: items3, problem } of [page2, ...steps]) {
      if (exchange.status !== 200)
        return judged([failure("200 with a page (the request was a valid one)", shown(exchange), exchange)]);
      if (!items3) return judged([failure('{"events": [...]}', problem ?? "", exchange)]);
    }
    const items2 = page2.items ?? [];
    const singles = steps.flatMap((s) => (s.items ?? []).slice(0, 1));
    const compared2 = Math.min(items2.length, singles.length);
    const where = from ? `after (migration ${from.after_migration_id}, ${from.after_record_time})` : "from the start";
    const findings = [];
    for (let i = 0; i < Math.min(items2.length, steps.length); i++) {
      const single = singles[i];
      const inPage = items2[i];
      if (single?.id !== inPage?.id) {
        findings.push(
          failure(
            `events[${i}] of a page of ${size} ${where} to be the event that one-item reads find there`,
            `${inPage?.id ?? "no event"} in the page, ${single?.id ?? "no event"} one at a time`,
            page2.exchange
          )
        );
        break;
      }
    }
    const boundaries = boundariesOf(ctx.map);
    for (let i = 1; i < items2.length && findings.length === 0; i++) {
      const [before, after] = [items2[i - 1]?.position, items2[i]?.position];
      const crossing = before && after ? crossingProblem(before, after, boundaries) : null;
      if (crossing)
        findings.push(
          failure(
            "a page that crosses a migration boundary where the map found it",
            `events[${i - 1}] at ${crossing}`,
            page2.exchange
          )
        );
    }
    return judged(findings, compared2);
  }
});

// conformance/checks/d-stable-history.ts
function cursors2(ctx) {
  const last = ctx.map.last ?? knownPositions(ctx).at(-1);
  const options = [mapCursor(ctx)];
  if (last) options.push(fast_check_default.constantFrom(cursorOf(last), justBefore(last)));
  return fast_check_default.oneof(...options);
}
function stableInputs(ctx) {
  const size = fast_check_default.integer({ min: 1, max: 200 });
  const sizes = fast_check_default.oneof(
    size.map((n) => [n, n]),
    fast_check_default.tuple(size, size)
  );
  return fast_check_default.record({
    after: cursors2(ctx),
    sizes,
    encoding: fast_check_default.constantFrom("compact_json", "protobuf_json")
  }).map(({ after, sizes: sizes2, encoding }) => after ? { after, sizes: sizes2, encoding } : { sizes: sizes2, encoding });
}
function canonical2(value) {
  if (Array.isArray(value)) return `[${value.map(canonical2).join(",")}]`;
  if (!isObject(value)) return JSON.stringify(value) ?? "null";
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical2(value[k])}`).join(",")}}`;
}
var brief = (value) => {
  return previewOf(value === void 0 ? "absent" : canonical2(value), 80);
};
function sameCanonical(a, b) {
  const [x, y] = [a === void 0 ? null : a, b === void 0 ? null : b];
  if (x === y) return true;
  if (Array.isArray(x)) return Array.isArray(y) && x.length === y.length && x.every((v, i) => sameCanonical(v, y[i]));
  if (!isObject(x) || !isObject(y)) return false;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && sameCanonical(x[k], y[k]));
}
function firstDifference2(a, b, path) {
  if (sameCanonical(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: ${a.length} elements, then ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const found2 = firstDifference2(a[i], b[i], `${path}[${i}]`);
      if (found2) return found2;
    }
  }
  if (isObject(a) && isObject(b)) {
    for (const key of [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      const found2 = firstDifference2(a[key], b[key], `${path}.${key}`);
      if (found2) return found2;
    }
  }
  return `${path}: ${brief(a)}, then ${brief(b)}`;
}
var formOf = ([first, second]) => first === second ? `the same page (page_size ${first}) asked for twice` : `page sizes ${first} and ${second}`;
function verifyGrowth({ count, last }, extra, {
  after,
  sizes,
  second,
  form
}) {
  const firstFull = count >= sizes[0];
  if (firstFull) {
    return sizes[1] > sizes[0] ? [] : [
      failure(
        `${count} events, as in the first answer, which was a full page (${form})`,
        `${count + extra.length} events`,
        second
      )
    ];
  }
  const end = last ? positionOf(last) : after ? cursorPosition(after) : null;
  if (!end) return [];
  for (let j = 0; j < extra.length; j++) {
    const p = extra[j];
    if (p && comparePositions(p, end) <= 0) {
      return [
        failure(
          `events past the first answer's end (${count} events, short of page_size ${sizes[0]}) after ${describePosition(end)}`,
          `events[${count + j}] of the second answer at ${describePosition(p)}`,
          second
        )
      ];
    }
  }
  return [];
}
var dStableHistory = defineCheck({
  id: "d-stable-history",
  title: "A page asked for again gives the same events",
  operation: "D",
  evidence: { of: "events read twice" },
  groups: ["scan"],
  inputs: stableInputs,
  // From the start, and at the end of the history, where a live history grows: always tried, whatever the seed.
  examples: (ctx) => {
    const last = ctx.map.last ?? knownPositions(ctx).at(-1);
    const start = { sizes: [50, 50], encoding: "compact_json" };
    return last ? [
      start,
      { after: cursorOf(last), sizes: [200, 200], encoding: "protobuf_json" },
      { after: justBefore(last), sizes: [3, 3], encoding: "compact_json" }
    ] : [start];
  },
  asks: ["first", "second"],
  probe: async ({ after, sizes, encoding }, ctx) => {
    const request = (page_size) => eventsRequest(ctx.urls, { page_size, ...after ? { after } : {}, [ctx.encodingField]: encoding });
    const first = await ctx.send(request(sizes[0]));
    const second = await ctx.send(request(sizes[1]));
    return { first, second };
  },
  verify: ({ after, sizes }, { first, second }) => {
    const form = formOf(sizes);
    const notOk = (name, exchange) => judged(
      exchange.status !== 200 ? [failure(`200 for a valid cursor and page_size (${name} request)`, shown(exchange), exchange)] : [failure(`{"events": [...]} (${name} request)`, pageProblem(exchange) ?? "", exchange)]
    );
    const a = first.status === 200 ? eventCursor(first) : null;
    if (!a) return notOk("first", first);
    const b = second.status === 200 ? eventCursor(second) : null;
    let [pageA, pageB] = [true, b !== null];
    let difference = null;
    let last;
    const extra = [];
    for (let i = 0; i < Math.max(a.length, b?.length ?? 0) && pageA; i++) {
      const x = i < a.length ? a.next() : void 0;
      const y = b && pageB && i < b.length ? b.next() : void 0;
      if (x === NOT_JSON) pageA = false;
      if (y === NOT_JSON) pageB = false;
      if (!pageA) break;
      if (i < a.length) last = x;
      if (!b || !pageB) continue;
      if (i >= a.length) extra.push(positionOf(y));
      else if (i < b.length && !difference) {
        const found2 = firstDifference2(x, y, `events[${i}]`);
        if (found2)
          difference = failure(
            `events[${i}] the same in both answers (${form})`,
            `${found2} (first request, then second)`,
            second
          );
      }
    }
    if (!pageA) return notOk("first", first);
    if (!b || !pageB) return notOk("second", second);
    const compared2 = Math.min(a.length, b.length);
    if (difference) return judged([difference], compared2);
    if (b.length < Math.min(a.length, sizes[1])) {
      return judged(
        [
          failure(
            `at least ${Math.min(a.length, sizes[1])} events in the second answer, as in the first (${form})`,
            `${b.length} events`,
            second
          )
        ],
        compared2
      );
    }
    return judged(
      b.length > a.length ? verifyGrowth({ count: a.length, last }, extra, { after, sizes, second, form }) : [],
      compared2
    );
  }
});

// conformance/checks/value-agreement.ts
var MICROS_PER_DAY = 86400000000n;
var MISMATCH = /* @__PURE__ */ Symbol("mismatch");
var agreeing = (same) => same ? null : MISMATCH;
var listOf = (value, key) => isObject(value) && Array.isArray(value[key]) ? value[key] : [];
var asText = (compact, body) => agreeing(typeof body === "string" && compact === body);
var optional = (compact, body, path) => {
  if (!isObject(body)) return MISMATCH;
  if (!("value" in body)) return agreeing(compact === null);
  const inner = body["value"];
  if (isObject(inner) && "optional" in inner) {
    if (!Array.isArray(compact)) return MISMATCH;
    const innerBody = inner["optional"];
    if (isObject(innerBody) && !("value" in innerBody)) return agreeing(compact.length === 0);
    return compact.length === 1 ? disagreement(compact[0], inner, `${path}?`) : MISMATCH;
  }
  return compact === null ? MISMATCH : disagreement(compact, inner, `${path}?`);
};
var list = (compact, body, path) => {
  const elements = listOf(body, "elements");
  if (!Array.isArray(compact) || compact.length !== elements.length) return MISMATCH;
  for (let i = 0; i < elements.length; i++) {
    const problem = disagreement(compact[i], elements[i], `${path}[${i}]`);
    if (problem) return problem;
  }
  return null;
};
var textMap = (compact, body, path) => {
  const entries = listOf(body, "entries").filter(isObject);
  if (!isObject(compact) || Object.keys(compact).length !== entries.length) return MISMATCH;
  for (const entry of entries) {
    const key = String(entry["key"]);
    if (!(key in compact)) return MISMATCH;
    const problem = disagreement(compact[key], entry["value"], `${path}["${key}"]`);
    if (problem) return problem;
  }
  return null;
};
var genMap = (compact, body, path) => {
  const entries = listOf(body, "entries").filter(isObject);
  if (!Array.isArray(compact) || compact.length !== entries.length) return MISMATCH;
  for (let i = 0; i < entries.length; i++) {
    const pair = compact[i];
    if (!Array.isArray(pair) || pair.length !== 2) return MISMATCH;
    const problem = disagreement(pair[0], entries[i]?.["key"], `${path}{${i}}`) ?? disagreement(pair[1], entries[i]?.["value"], `${path}{${i}}`);
    if (problem) return problem;
  }
  return null;
};
var record2 = (compact, body, path) => {
  const fields = listOf(body, "fields").filter(isObject);
  if (!isObject(compact)) return MISMATCH;
  const labels = Object.keys(compact);
  if (labels.length !== fields.length) return MISMATCH;
  for (let i = 0; i < fields.length; i++) {
    const label = labels[i];
    const problem = disagreement(compact[label], fields[i]?.["value"], `${path}.${label}`);
    if (problem) return problem;
  }
  return null;
};
var READERS = /* @__PURE__ */ new Map([
  ["unit", (compact) => agreeing(isObject(compact) && Object.keys(compact).length === 0)],
  ["bool", (compact, body) => agreeing(compact === body)],
  ["int64", asText],
  ["numeric", asText],
  ["text", asText],
  ["party", asText],
  ["contractId", asText],
  [
    "timestamp",
    (compact, body) => {
      const nanos = typeof compact === "string" ? parseInstantNanos(compact) : null;
      return agreeing(typeof body === "string" && /^-?\d+$/.test(body) && nanos === BigInt(body) * 1000n);
    }
  ],
  [
    "date",
    (compact, body) => {
      const nanos = typeof compact === "string" ? parseInstantNanos(`${compact}T00:00:00Z`) : null;
      return agreeing(typeof body === "number" && nanos !== null && nanos / 1000n === BigInt(body) * MICROS_PER_DAY);
    }
  ],
  ["optional", optional],
  ["list", list],
  ["textMap", textMap],
  ["genMap", genMap],
  ["record", record2],
  [
    "variant",
    (compact, body, path) => !isObject(body) || !isObject(compact) || compact["tag"] !== body["constructor"] ? MISMATCH : disagreement(compact["value"], body["value"], `${path}.${String(compact["tag"])}`)
  ],
  ["enum", (compact, body) => agreeing(isObject(body) && compact === body["constructor"])]
]);
function disagreement(compact, proto, path = "$") {
  if (!isObject(proto) || Object.keys(proto).length !== 1)
    return `${path}: ${JSON.stringify(proto)} is not a tagged protobuf_json value`;
  const tag = Object.keys(proto)[0];
  const reader = READERS.get(tag);
  if (!reader) return `${path}: unknown tag "${tag}"`;
  const reading = reader(compact, proto[tag], path);
  return reading === MISMATCH ? `${path}: ${JSON.stringify(compact)} in compact_json, ${JSON.stringify(proto)} in protobuf_json` : reading;
}

// conformance/checks/d-encodings-agree.ts
function valuesOf(item) {
  const values = /* @__PURE__ */ new Map();
  if (!isObject(item)) return values;
  const update = isObject(item.update) ? item.update : null;
  const add = (where, event) => {
    for (const key of ["create_arguments", "choice_argument", "exercise_result"])
      if (key in event) values.set(`${where}.${key}`, event[key]);
  };
  if (update && isObject(update["events_by_id"])) {
    for (const [id, event] of Object.entries(update["events_by_id"])) if (isObject(event)) add(id, event);
  }
  const created = update && isObject(update["event"]) && isObject(update["event"]["created_event"]) ? update["event"]["created_event"] : null;
  if (created) add("event.created_event", created);
  return values;
}
function disagreementAt(i, x, y, proto) {
  if (identityOf(x) !== identityOf(y)) return failure(`events[${i}] = ${identityOf(x)}`, identityOf(y), proto);
  const [vx, vy] = [valuesOf(x), valuesOf(y)];
  for (const [where, value] of vx) {
    const problem = vy.has(where) ? disagreement(value, vy.get(where)) : "missing in protobuf_json";
    if (problem)
      return failure(`events[${i}] ${where}: the same ledger value, tagged, in protobuf_json`, problem, proto);
  }
  return null;
}
var dEncodingsAgree = defineCheck({
  id: "d-encodings-agree",
  title: "Both value encodings give the same events",
  operation: "D",
  evidence: { of: "events compared in both encodings" },
  groups: ["scan"],
  inputs: (ctx) => pageRequestBody(ctx, 50),
  examples: (ctx) => pageExamples(ctx, 3),
  asks: ["compact", "proto"],
  probe: async (body, ctx) => ({
    compact: await ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: "compact_json" })),
    proto: await ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: "protobuf_json" }))
  }),
  verify: (_body, { compact, proto }) => {
    if (compact.status !== 200 || proto.status !== 200) {
      return judged([
        failure(
          "200 in both encodings",
          `${shown(compact, 100)} / ${shown(proto, 100)}`,
          proto.status !== 200 ? proto : compact
        )
      ]);
    }
    const [a, b] = [eventCursor(compact), eventCursor(proto)];
    const [la, lb] = [a?.length ?? 0, b?.length ?? 0];
    let [pageA, pageB] = [a !== null, b !== null];
    let first = null;
    for (let i = 0; i < Math.max(la, lb) && (pageA || pageB); i++) {
      const x = a && pageA && i < la ? a.next() : NOT_JSON;
      const y = b && pageB && i < lb ? b.next() : NOT_JSON;
      if (i < la && x === NOT_JSON) pageA = false;
      if (i < lb && y === NOT_JSON) pageB = false;
      if (first || !pageA || !pageB || i >= Math.min(la, lb)) continue;
      first = disagreementAt(i, x, y, proto);
    }
    if (!pageA) return judged([failure('{"events": [...]} in compact_json', shown(compact, 100), compact)]);
    if (!pageB) return judged([failure('{"events": [...]} in protobuf_json', shown(proto, 100), proto)]);
    if (la !== lb) return judged([failure(`${la} events in protobuf_json, as in compact_json`, `${lb} events`, proto)]);
    return judged(first ? [first] : [], la);
  }
});

// conformance/checks/item-pages.ts
var EXAMPLE_PAGE = 5;
var itemPage = {
  groups: ["scan"],
  // Many places rather than long pages: a rule of one item is as likely broken anywhere in the history.
  inputs: (ctx) => pageRequestBody(ctx, 100),
  examples: (ctx) => pageExamples(ctx, EXAMPLE_PAGE),
  asks: ["page"],
  probe: async (body, ctx) => ({ page: await ctx.send(eventsRequest(ctx.urls, body)) })
};
function eachItem(exchange, rule) {
  if (exchange.status !== 200)
    return judged([failure("200 with a page (the request was a valid one)", shown(exchange), exchange)]);
  let found2 = null;
  let judgedItems = 0;
  const verdict = eachEvent(exchange, (item, i) => {
    if (found2) return;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      found2 = failure("every event an object", `events[${i}] is ${JSON.stringify(item)}`, exchange);
      return;
    }
    const finding = rule(item, i);
    if (finding === "none") return;
    judgedItems++;
    if (finding !== "kept") found2 = { ...finding, received: `events[${i}]: ${finding.received}`, exchange };
  });
  if (!verdict.page) return judged([failure('{"events": [...]}', pageProblem(exchange) ?? "", exchange)]);
  return judged(found2 ? [found2] : [], judgedItems);
}

// conformance/checks/d-item-parts.ts
var PARTS = ["update", "verdict", "traffic_summary", "app_activity_records"];
var dItemParts = defineCheck({
  id: "d-item-parts",
  title: "Every event has at least one part",
  operation: "D",
  evidence: { of: "events" },
  ...itemPage,
  verify: (_body, { page: page2 }) => eachItem(
    page2,
    (item) => PARTS.some((part) => isObject(item[part])) ? "kept" : failure(`one of ${PARTS.join(", ")}`, JSON.stringify(item))
  )
});

// conformance/checks/d-update-verdict-agree.ts
var dUpdateVerdictAgree = defineCheck({
  id: "d-update-verdict-agree",
  title: "Update and verdict of one event agree",
  operation: "D",
  evidence: { of: "events with both an update and a verdict" },
  ...itemPage,
  verify: (_body, { page: page2 }) => eachItem(page2, (item) => {
    if (!isObject(item.update) || !isObject(item.verdict)) return "none";
    const [u, v] = [item.update, item.verdict];
    if (u["update_id"] !== v["update_id"]) {
      return failure(
        "verdict.update_id = update.update_id",
        `${String(v["update_id"])} and ${String(u["update_id"])}`
      );
    }
    const [ut, vt] = [parseInstantNanos(String(u["record_time"])), parseInstantNanos(String(v["record_time"]))];
    if (ut === null || ut !== vt) {
      return failure(
        "verdict.record_time = update.record_time (as instants)",
        `${String(v["record_time"])} and ${String(u["record_time"])}`
      );
    }
    return "kept";
  })
});

// conformance/checks/d-event-tree.ts
function treeProblem(update) {
  const byId = update["events_by_id"];
  const roots = update["root_event_ids"];
  if (!isObject(byId) || !Array.isArray(roots)) return null;
  for (const [key, event] of Object.entries(byId)) {
    if (!isObject(event) || event["event_id"] !== key)
      return `events_by_id["${key}"].event_id is ${JSON.stringify(isObject(event) ? event["event_id"] : event)}`;
  }
  const parents = /* @__PURE__ */ new Map();
  const visiting = /* @__PURE__ */ new Set();
  const visit = (id, from) => {
    if (typeof id !== "string" || !(id in byId))
      return `${from} names ${JSON.stringify(id)}, which is not in events_by_id`;
    if (visiting.has(id)) return `a cycle through ${id}`;
    if (parents.has(id)) return `${id} is reached twice (from ${parents.get(id) ?? ""} and ${from})`;
    parents.set(id, from);
    visiting.add(id);
    const children = byId[id]["child_event_ids"];
    for (const child of Array.isArray(children) ? children : []) {
      const problem = visit(child, id);
      if (problem) return problem;
    }
    visiting.delete(id);
    return null;
  };
  for (const root of roots) {
    const problem = visit(root, "root_event_ids");
    if (problem) return problem;
  }
  return null;
}
var dEventTree = defineCheck({
  id: "d-event-tree",
  title: "Transaction trees are well formed",
  operation: "D",
  evidence: { of: "transaction trees" },
  ...itemPage,
  verify: (_body, { page: page2 }) => eachItem(page2, (item) => {
    if (!isObject(item.update) || !isObject(item.update["events_by_id"])) return "none";
    const problem = treeProblem(item.update);
    return problem ? failure("root_event_ids and child_event_ids that name events_by_id keys, each once, without cycles", problem) : "kept";
  })
});

// conformance/checks/d-view-graph.ts
function viewIds(verdict) {
  const tv = isObject(verdict) && isObject(verdict["transaction_views"]) ? verdict["transaction_views"] : null;
  const views = tv && Array.isArray(tv["views"]) ? tv["views"] : null;
  return views ? new Set(views.filter(isObject).map((v) => v["view_id"])) : null;
}
function graphProblem(verdict) {
  const tv = verdict["transaction_views"];
  if (!isObject(tv) || !Array.isArray(tv["views"]) || !Array.isArray(tv["root_views"])) return null;
  const views = /* @__PURE__ */ new Map();
  for (const view of tv["views"].filter(isObject)) {
    const id = view["view_id"];
    if (views.has(id)) return `view_id ${id} appears twice`;
    views.set(id, Array.isArray(view["sub_views"]) ? view["sub_views"] : []);
  }
  for (const root of tv["root_views"])
    if (!views.has(root)) return `root_views names ${JSON.stringify(root)}, which is not a view`;
  for (const [id, subs] of views)
    for (const sub of subs)
      if (!views.has(sub)) return `view ${id} names sub view ${JSON.stringify(sub)}, which is not a view`;
  const done = /* @__PURE__ */ new Set();
  const path = /* @__PURE__ */ new Set();
  const visit = (id) => {
    if (path.has(id)) return `a cycle through view ${id}`;
    if (done.has(id)) return null;
    path.add(id);
    for (const sub of views.get(id) ?? []) {
      const problem = visit(sub);
      if (problem) return problem;
    }
    path.delete(id);
    done.add(id);
    return null;
  };
  for (const id of views.keys()) {
    const problem = visit(id);
    if (problem) return problem;
  }
  return null;
}
var dViewGraph = defineCheck({
  id: "d-view-graph",
  title: "Verdict view graphs are well formed",
  operation: "D",
  evidence: { of: "verdicts with views" },
  ...itemPage,
  verify: (_body, { page: page2 }) => eachItem(page2, (item) => {
    if (!isObject(item.verdict) || !isObject(item.verdict["transaction_views"])) return "none";
    const problem = graphProblem(item.verdict);
    return problem ? failure("root_views and sub_views that name views, without cycles", problem) : "kept";
  })
});

// conformance/checks/d-traffic-views.ts
var dTrafficViews = defineCheck({
  id: "d-traffic-views",
  title: "Traffic envelopes name existing views",
  operation: "D",
  evidence: { of: "traffic envelopes beside a verdict's views" },
  ...itemPage,
  verify: (_body, { page: page2 }) => eachItem(page2, (item) => {
    const ids = viewIds(item.verdict);
    const summary2 = item.traffic_summary;
    if (!ids || !isObject(summary2) || !Array.isArray(summary2["envelope_traffic_summaries"])) return "none";
    for (const envelope of summary2["envelope_traffic_summaries"].filter(isObject)) {
      for (const id of Array.isArray(envelope["view_ids"]) ? envelope["view_ids"] : []) {
        if (!ids.has(id))
          return failure(
            `view ids among the verdict's (${[...ids].join(", ")})`,
            `an envelope names view ${JSON.stringify(id)}`
          );
      }
    }
    return "kept";
  })
});

// common/check-ids.ts
var CHECK_IDS = [
  "response-schema",
  "error-schema",
  "content-type-json",
  "json-body-bytes",
  "media-type-spellings",
  "a-known-allocation",
  "a-unknown-allocation",
  "a-reassignment-409",
  "a-history-state",
  "a-disclosed-synchronizer",
  "a-malformed-body",
  "a-debug-exclusion",
  "a-no-credentials",
  "b-factory",
  "b-debug-exclusion",
  "b-malformed-body",
  "ab-disclosed-active",
  "c-known-entry",
  "c-unknown-party",
  "c-entry-fields",
  "c-entry-history",
  "d-page-size-bound",
  "d-page-size-invalid",
  "d-order",
  "d-cursor-exclusive",
  "d-cursor-notation",
  "d-walk",
  "d-reads-agree",
  "d-stable-history",
  "d-encodings-agree",
  "d-item-parts",
  "d-update-verdict-agree",
  "d-event-tree",
  "d-view-graph",
  "d-traffic-views"
];
var known = new Set(CHECK_IDS);

// conformance/checks/index.ts
var listed = by_id_exports;
var checksById = listed;
var allChecks = CHECK_IDS.map((id) => checksById[id]);
var checkIds = allChecks.map((c) => c.id);

// common/did-you-mean.ts
function editDistance(a, b) {
  let before = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row2 = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(last[j] + 1, row2[j - 1] + 1, last[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, before[j - 2] + 1);
      }
      row2.push(best);
    }
    before = last;
    last = row2;
  }
  return last[b.length];
}
var reachOf = (word) => word.length <= 2 ? 0 : word.length <= 5 ? 1 : Math.max(2, Math.floor(word.length / 3));
function closest(given, known2) {
  const reach = reachOf(given);
  const word = given.toLowerCase();
  let best;
  let bestDistance = reach + 1;
  for (const candidate of known2) {
    if (candidate === given) return void 0;
    if (Math.abs(candidate.length - given.length) >= bestDistance) continue;
    const distance = editDistance(word, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
function didYouMean(given, known2, show = (word) => JSON.stringify(word)) {
  const near = closest(given, known2);
  return near === void 0 ? "" : ` (did you mean ${show(near)}?)`;
}

// common/options.ts
var helpOption = { name: "help", short: "h", kind: "flag", description: "show this help" };
function helpText(usage, summary2, options) {
  const rows = [...options, helpOption].map((o) => {
    const value = o.kind === "flag" ? "" : ` <${o.value}>`;
    const flag = `${o.short ? `-${o.short}, ` : "    "}--${o.name}${value}`;
    const fallback = o.kind === "value" && o.default ? `default ${o.default}` : "";
    const extras = [fallback, o.env ? `env ${o.env}` : ""].filter(Boolean);
    return `  ${flag.padEnd(34)} ${o.description}${extras.length ? ` (${extras.join("; ")})` : ""}`;
  });
  return `${usage}

${summary2}

Options:
${rows.join("\n")}
`;
}
var FLAG_WORDS = ["1", "true", "yes", "0", "false", "no"];
function flagText(label, text2) {
  if (/^(1|true|yes)$/i.test(text2)) return true;
  if (/^(0|false|no)$/i.test(text2)) return false;
  throw unknownValue(label, text2, FLAG_WORDS, FLAG_WORDS.join(", ").replace(/, (?=[^,]*$)/, " or "));
}
function readOne(spec, given, env) {
  const fromEnv = spec.env === void 0 ? void 0 : env[spec.env];
  const label = given === void 0 && fromEnv !== void 0 ? spec.env : `--${spec.name}`;
  switch (spec.kind) {
    case "flag":
      if (given === true) return true;
      return fromEnv === void 0 || fromEnv === "" ? false : flagText(label, fromEnv);
    case "repeated": {
      const texts = Array.isArray(given) ? given.filter((v) => typeof v === "string") : (fromEnv ?? "").split("\n").filter((line) => line.trim() !== "");
      return texts.map((text2, i) => spec.parse(label, text2, i));
    }
    case "value": {
      const text2 = typeof given === "string" ? given : fromEnv ?? spec.default;
      return text2 === void 0 ? void 0 : spec.parse(label, text2);
    }
  }
}
function readOptions(options, given, env) {
  const raw = given;
  const values = Object.fromEntries(
    options.map((o) => [o.name, readOne(o, raw[o.name], env)])
  );
  for (const o of options) {
    const label = o.needs === void 0 || values[o.needs] === true ? null : givenAs(o, raw[o.name], env);
    if (label !== null) throw new UsageError(`${label} needs --${o.needs}; add --${o.needs} or leave ${label} out`);
  }
  return values;
}
function givenAs(spec, given, env) {
  if (given !== void 0 && given !== false && !(Array.isArray(given) && given.length === 0)) return `--${spec.name}`;
  const fromEnv = spec.env === void 0 ? void 0 : env[spec.env];
  if (fromEnv === void 0 || fromEnv.trim() === "") return null;
  return spec.kind === "flag" && /^(0|false|no)$/i.test(fromEnv) ? null : spec.env;
}
var optionalText = (_label, text2) => text2 === "" ? void 0 : text2;
var anyText = (_label, text2) => text2;
var integer2 = (min, max) => (label, text2) => {
  if (!/^\d+$/.test(text2) || Number(text2) < min || Number(text2) > max) {
    throw new UsageError(`${label} must be an integer from ${min} to ${max}, got ${JSON.stringify(text2)}`);
  }
  return Number(text2);
};
var listed2 = (words, last) => [words.slice(0, -1).join(", "), words.at(-1)].filter(Boolean).join(` ${last} `);
function unknownValue(label, word, choices, expected) {
  return new UsageError(
    `unknown value ${JSON.stringify(word)} for ${label}${didYouMean(word, choices)}; expected ${expected}`
  );
}
var oneOf = (choices) => (label, text2) => {
  if (!choices.includes(text2)) throw unknownValue(label, text2, choices, listed2(choices, "or"));
  return text2;
};
var commaList = (_label, text2) => text2.split(",").map((s) => s.trim()).filter((s) => s !== "");
var someOf = (choices) => (label, text2) => {
  const words = commaList(label, text2);
  for (const word of words)
    if (!choices.includes(word))
      throw unknownValue(label, word, choices, `a comma-separated list of ${listed2(choices, "and")}`);
  return [...new Set(words)];
};

// conformance/config/values.ts
import { readFileSync as readFileSync3 } from "node:fs";

// conformance/config/file-problem.ts
import { resolve } from "node:path";
function fileProblem(path, error) {
  const at = resolve(path);
  const code3 = error.code;
  switch (code3) {
    case "ENOENT":
      return `file not found at ${at}`;
    case "ENOTDIR":
      return `file not found at ${at} (a part of the path is not a folder)`;
    case "EACCES":
    case "EPERM":
      return `${at} cannot be read (permission denied)`;
    case "EISDIR":
      return `${at} is a folder, not a file`;
    default:
      return `${at} cannot be read (${code3 ?? (error instanceof Error ? error.message : String(error))})`;
  }
}

// conformance/config/values.ts
var REPORT_FORMATS = ["junit", "json", "html"];
var CaFileError = class extends KitError {
  name = "CaFileError";
  exitCode = 2;
};
function readCaFile(label, path) {
  let text2;
  try {
    text2 = readFileSync3(path, "utf8");
  } catch (error) {
    throw new CaFileError(`${label} ${path}: ${fileProblem(path, error)}`);
  }
  if (!text2.includes("-----BEGIN CERTIFICATE-----"))
    throw new CaFileError(`${label} ${path}: no PEM certificate in it (-----BEGIN CERTIFICATE-----)`);
  return text2;
}
var caOption = (label, text2) => {
  if (text2 === "") return void 0;
  try {
    readCaFile(label, text2);
  } catch (error) {
    throw new UsageError(error.message);
  }
  return text2;
};
function headerOption(label, line, index) {
  const colon = line.indexOf(":");
  const name = colon > 0 ? line.slice(0, colon).trim() : "";
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new UsageError(
      `${label} must be 'Name: value' with a token as its name; header ${index + 1} is not (it is not shown: it may hold a secret)`
    );
  }
  const value = line.slice(colon + 1).replace(/\r$/, "").replace(/^[ \t]+|[ \t]+$/g, "");
  if (!/^[\t\x20-\x7e]*$/.test(value)) {
    throw new UsageError(
      `${label} ${name}: the value holds a character that HTTP forbids or that is not ASCII (CR, LF, NUL, another control character, or non-ASCII); the value is not shown`
    );
  }
  return [name.toLowerCase(), value];
}
var durationOption = (label, text2) => {
  const m = /^(\d+)([smh]?)$/.exec(text2.trim());
  const ms = m ? Number(m[1]) * { "": 1e3, s: 1e3, m: 6e4, h: 36e5 }[m[2]] : NaN;
  if (!(ms >= 1e3 && ms <= 7 * 864e5))
    throw new UsageError(
      `${label} must be seconds or a duration like 90s, 15m or 2h, from 1s to 7 days, got ${JSON.stringify(text2)}`
    );
  return ms;
};
var rateOption = (label, text2) => {
  const m = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(text2);
  if (!m) throw new UsageError(`${label} must be requests per second like 20 or 20/s, got ${JSON.stringify(text2)}`);
  return Number(m[1]);
};
var reportsOption = someOf(REPORT_FORMATS);

// conformance/config/options.ts
var checkOptions = [
  {
    name: "base-url",
    kind: "value",
    value: "url",
    env: "TRK_BASE_URL",
    parse: urlOption,
    description: "target laid out like the simulator: registry at URL, validator at URL/api/validator, scan at URL/api/scan"
  },
  {
    name: "registry-url",
    kind: "value",
    value: "url",
    env: "TRK_REGISTRY_URL",
    parse: urlOption,
    description: `root of ${operationsInWords(GROUP_OPERATIONS.registry)} (overrides --base-url)`
  },
  {
    name: "validator-url",
    kind: "value",
    value: "url",
    env: "TRK_VALIDATOR_URL",
    parse: urlOption,
    description: `base of ${operationsInWords(GROUP_OPERATIONS.validator)}, e.g. https://host/api/validator`
  },
  {
    name: "scan-url",
    kind: "value",
    value: "url",
    env: "TRK_SCAN_URL",
    parse: urlOption,
    description: `base of ${operationsInWords(GROUP_OPERATIONS.scan)}, e.g. https://host/api/scan`
  },
  {
    name: "profile",
    kind: "value",
    value: "file",
    env: "TRK_PROFILE",
    parse: optionalText,
    description: "facts about the target, as `token-registry-kit profile` prints them"
  },
  {
    name: "header",
    short: "H",
    kind: "repeated",
    value: "'Name: value'",
    env: "TRK_HEADERS",
    parse: headerOption,
    description: "header for every request, e.g. auth; repeatable (env: one per line)"
  },
  {
    name: "seed",
    kind: "value",
    value: "n",
    env: "TRK_CHECK_SEED",
    parse: integer2(0, 2147483647),
    description: "seed of the generated examples (default: a new one, printed)"
  },
  {
    name: "runs",
    kind: "value",
    value: "n",
    env: "TRK_RUNS",
    default: "25",
    parse: integer2(1, 1e5),
    description: "examples per property"
  },
  {
    name: "checks",
    kind: "value",
    value: "id,...",
    env: "TRK_CHECKS",
    parse: commaList,
    description: "run only these checks"
  },
  {
    name: "exclude-checks",
    kind: "value",
    value: "id,...",
    env: "TRK_EXCLUDE_CHECKS",
    default: "",
    parse: commaList,
    description: "skip these checks"
  },
  {
    name: "timeout",
    kind: "value",
    value: "ms",
    env: "TRK_TIMEOUT",
    default: "10000",
    parse: integer2(1, 36e5),
    description: "time-out of one request"
  },
  {
    name: "rate-limit",
    kind: "value",
    value: "n/s",
    env: "TRK_RATE_LIMIT",
    parse: rateOption,
    // The default depends on the target: defaultRateLimit.
    description: "requests per second, 0 for none (default: 20/s, none on loopback)"
  },
  {
    name: "dialect",
    kind: "value",
    value: "spec|splice",
    env: "TRK_DIALECT",
    default: "spec",
    parse: oneOf(["spec", "splice"]),
    description: "spec is strict; splice sends daml_value_encoding and warns on what real deployments do"
  },
  {
    name: "fail-on-skip",
    kind: "flag",
    env: "TRK_FAIL_ON_SKIP",
    description: "exit 1 when a check is skipped (for lack of a URL or of facts), so that a gate cannot pass without it"
  },
  {
    name: "wait-for-target",
    kind: "value",
    value: "seconds",
    env: "TRK_WAIT_FOR_TARGET",
    default: "0",
    parse: integer2(0, 86400),
    description: "retry the first contact (refused, reset, DNS, 502/503/504) this long before giving up with exit 3"
  },
  {
    name: "discovery-pages",
    kind: "value",
    value: "n",
    env: "TRK_DISCOVERY_PAGES",
    default: "100",
    parse: integer2(1, 1e5),
    description: "without --profile: pages of 1000 events read back from the end of the history, at most"
  },
  {
    name: "discovery-time",
    kind: "value",
    value: "seconds",
    env: "TRK_DISCOVERY_TIME",
    default: "60",
    parse: integer2(1, 86400),
    description: "without --profile: seconds discovery may take, at most"
  },
  {
    name: "max-response-mb",
    kind: "value",
    value: "n",
    env: "TRK_MAX_RESPONSE_MB",
    // The largest legal page (1000 events) is 6 to 10 MB: 64 leaves room, and bounds an endless body or a gzip bomb.
    default: "64",
    parse: integer2(1, 4096),
    description: "MB of one answer (after decompression) past which the kit stops reading it"
  },
  {
    name: "max-held-mb",
    kind: "value",
    value: "n",
    env: "TRK_MAX_HELD_MB",
    // A run holds one page at a time or two side by side (some 6 to 20 MB): 64 leaves room, and bounds a target
    // that answers near --max-response-mb to every request to one such answer at a time.
    default: "64",
    parse: integer2(1, 4096),
    description: "MB of answers the kit holds at once (a check comparing answers); one answer alone is read up to --max-response-mb"
  },
  {
    name: "max-duration",
    kind: "value",
    value: "duration",
    env: "TRK_MAX_DURATION",
    default: "15m",
    parse: durationOption,
    description: "the whole run at most, in seconds or like 90s, 15m, 2h; checks not run by then are errors"
  },
  {
    name: "ca",
    kind: "value",
    value: "file",
    env: "TRK_CA",
    parse: caOption,
    description: "PEM file of CA certificates to trust for an https target, on top of the bundled ones"
  },
  {
    name: "insecure",
    kind: "flag",
    env: "TRK_INSECURE",
    description: "accept any TLS certificate (test targets only; printed as a warning and kept in the reports)"
  },
  {
    name: "report",
    kind: "value",
    value: "junit,json,html",
    env: "TRK_REPORT",
    default: "",
    parse: reportsOption,
    description: "reports to write"
  },
  {
    name: "report-dir",
    kind: "value",
    value: "dir",
    env: "TRK_REPORT_DIR",
    default: "reports/conformance",
    parse: anyText,
    description: "where reports go"
  },
  {
    name: "path",
    kind: "value",
    value: "path",
    parse: anyText,
    description: "replay a counterexample: the path a failure printed (with --checks ID --seed N); discovery reads the history back again"
  },
  { name: "list", kind: "flag", description: "list the checks and exit" }
];

// conformance/config/config.ts
var declared = readOptions(checkOptions, {}, {});
var defaultKitConfig = {
  headers: {},
  // In-process runs repeat by default; `check` draws a new seed each run and prints it.
  seed: 1,
  runs: declared.runs,
  excludeChecks: declared["exclude-checks"],
  timeoutMs: declared.timeout,
  // In-process runs are not rate-limited; `check` limits remote targets (defaultRateLimit).
  rateLimit: 0,
  dialect: declared.dialect,
  reports: declared.report,
  reportDir: declared["report-dir"],
  failOnSkip: declared["fail-on-skip"],
  waitForTargetSeconds: declared["wait-for-target"],
  discoveryPages: declared["discovery-pages"],
  discoverySeconds: declared["discovery-time"],
  maxResponseMb: declared["max-response-mb"],
  maxHeldMb: declared["max-held-mb"],
  maxDurationMs: declared["max-duration"],
  insecure: declared.insecure
};
function kitConfigOf(given, env, randomSeed) {
  const o = readOptions(checkOptions, given, env);
  const target = targetOf(o["base-url"], (group) => o[`${group}-url`]);
  const { checks, path } = o;
  if (path !== void 0 && (!checks || checks.length !== 1))
    throw new UsageError("--path replays one counterexample: give exactly one check with --checks");
  if (path !== void 0 && !/^\d+(:\d+)*$/.test(path))
    throw new UsageError(`--path must look like 3:1:0, got ${JSON.stringify(path)}`);
  return {
    target,
    ...o.profile ? { profilePath: o.profile } : {},
    headers: Object.fromEntries(o.header),
    seed: o.seed ?? randomSeed(),
    runs: o.runs,
    ...checks ? { checks } : {},
    excludeChecks: o["exclude-checks"],
    timeoutMs: o.timeout,
    rateLimit: o["rate-limit"] ?? defaultRateLimit(target),
    dialect: o.dialect,
    reports: o.report,
    reportDir: o["report-dir"],
    ...path ? { path } : {},
    failOnSkip: o["fail-on-skip"],
    waitForTargetSeconds: o["wait-for-target"],
    discoveryPages: o["discovery-pages"],
    discoverySeconds: o["discovery-time"],
    maxResponseMb: o["max-response-mb"],
    maxHeldMb: o["max-held-mb"],
    maxDurationMs: o["max-duration"],
    ...o.ca ? { caFile: o.ca } : {},
    insecure: o.insecure
  };
}

// conformance/history/facts.ts
import { readFileSync as readFileSync4 } from "node:fs";
var noFacts = {
  source: "none",
  knownAllocationIds: [],
  reassigningAllocationIds: [],
  withdrawnAllocationIds: [],
  partiesWithEntry: [],
  partiesWithoutEntry: [],
  factoryChoiceArguments: null,
  notes: []
};
var ProfileError = class extends KitError {
  name = "ProfileError";
  exitCode = 2;
};
function factsFromProfile(data, source) {
  const result = validate("profile", data);
  if (!result.ok) {
    const first = result.errors[0];
    throw new ProfileError(`${source}: ${first ? describeError(first, "profile", true) : "not a profile"}`);
  }
  const p = result.value;
  return {
    source: "profile",
    knownAllocationIds: p.knownAllocationIds,
    reassigningAllocationIds: p.reassigningAllocationIds,
    withdrawnAllocationIds: p.withdrawnAllocationIds,
    partiesWithEntry: p.partiesWithEntry,
    partiesWithoutEntry: p.partiesWithoutEntry,
    factoryChoiceArguments: p.factoryChoiceArguments,
    notes: []
  };
}
function loadProfile(path) {
  let text2;
  try {
    text2 = readFileSync4(path, "utf8");
  } catch (error) {
    throw new ProfileError(`--profile ${path}: ${fileProblem(path, error)}`);
  }
  let data;
  try {
    data = JSON.parse(text2);
  } catch (error) {
    throw new ProfileError(`--profile ${path}: not valid JSON: ${error.message}`);
  }
  return factsFromProfile(data, path);
}

// conformance/run/coverage.ts
var SPREAD_CELLS = 50;
function cursorOfRequest(request) {
  if (request.body === void 0) return null;
  let body;
  try {
    body = JSON.parse(request.body);
  } catch {
    return null;
  }
  if (!isObject(body) || typeof body["page_size"] !== "number") return null;
  const after = body["after"];
  if (after === void 0) return void 0;
  if (!isObject(after)) return null;
  const [m, t] = [after["after_migration_id"], after["after_record_time"]];
  return typeof m === "number" && typeof t === "string" ? { after_migration_id: m, after_record_time: t } : null;
}
var width = (span) => span.last.nanos - span.first.nanos;
var CoverageTally = class {
  constructor(map2) {
    this.map = map2;
    this.total = map2.migrations.reduce((sum, span) => sum + width(span), 0n);
    this.spread = new Array(map2.migrations.length > 0 ? SPREAD_CELLS : 0).fill(0);
  }
  map;
  cursors = 0;
  start = 0;
  end = 0;
  boundaries = /* @__PURE__ */ new Set();
  tenths = /* @__PURE__ */ new Set();
  spread;
  total;
  /** Counts a cursor at `part` of the history's span (0 its start, 1 its end) in the spread. */
  spreadAt(part) {
    if (this.spread.length === 0 || this.total === 0n) return;
    const cell = Number(part * BigInt(SPREAD_CELLS) / this.total);
    const index = Math.min(SPREAD_CELLS - 1, Math.max(0, cell));
    this.spread[index] = (this.spread[index] ?? 0) + 1;
  }
  add(operation, request) {
    if (!isPaged(operation)) return;
    const cursor = cursorOfRequest(request);
    if (cursor === null) return;
    this.cursors++;
    const spans = this.map.migrations;
    if (cursor === void 0) {
      this.start++;
      if (spans.length > 0) this.tenths.add(0);
      this.spreadAt(0n);
      return;
    }
    const at = cursorPosition(cursor);
    if (!at || spans.length === 0) return;
    const index = spans.findIndex((s) => s.migrationId === at.migrationId);
    const top = spans[spans.length - 1];
    if (index < 0) {
      if (at.migrationId > top.migrationId) {
        this.end++;
        this.spreadAt(this.total);
      } else if (at.migrationId < spans[0].migrationId) {
        this.start++;
        this.spreadAt(0n);
      }
      return;
    }
    const span = spans[index];
    const near = span.last.nanos - width(span) / 100n;
    if (index === 0 && comparePositions(at, span.first) < 0) this.start++;
    if (index > 0 && comparePositions(at, span.first) < 0) this.boundaries.add(index - 1);
    if (at.nanos >= near) {
      if (index < spans.length - 1) this.boundaries.add(index);
      else this.end++;
    }
    if (this.total > 0n) {
      let before = 0n;
      for (const s of spans.slice(0, index)) before += width(s);
      const inside = at.nanos < span.first.nanos ? 0n : at.nanos > span.last.nanos ? width(span) : at.nanos - span.first.nanos;
      const tenth = Number((before + inside) * 10n / this.total);
      this.tenths.add(Math.min(9, Math.max(0, tenth)));
      this.spreadAt(before + inside);
    }
  }
  result() {
    const spans = this.map.migrations.length;
    return {
      cursors: this.cursors,
      start: this.start,
      boundaries: { probed: this.boundaries.size, of: Math.max(0, spans - 1) },
      tenths: { probed: this.tenths.size, of: spans > 0 ? 10 : 0 },
      end: this.end,
      spread: [...this.spread]
    };
  }
};
function describeCoverage(c) {
  if (c.cursors === 0) return "";
  const parts = [
    c.start > 0 ? "start" : null,
    c.boundaries.of > 0 ? `${c.boundaries.probed}/${c.boundaries.of} boundaries` : null,
    c.tenths.of > 0 ? `${c.tenths.probed}/${c.tenths.of} tenths` : null,
    c.end > 0 ? "end" : null
  ].filter((p) => p !== null);
  return `${c.cursors} cursor${c.cursors === 1 ? "" : "s"}${parts.length > 0 ? `: ${parts.join(", ")}` : ""}`;
}

// conformance/history/discovery-page.ts
var DiscoveryFailed = class extends Error {
};
async function readDiscoveryPage(read2, urls, body, each, seen) {
  return read2(eventsRequest(urls, body), (exchange) => {
    seen(withoutBody(exchange));
    const failed = () => new DiscoveryFailed(`the event history could not be read: ${preview(exchange)}`);
    if (exchange.status !== 200) throw failed();
    let taking = true;
    const verdict = eachEvent(
      exchange,
      (item, index) => {
        if (taking) taking = each(item, index, exchange);
      },
      "numbered"
    );
    if (!verdict.page) throw failed();
    return verdict.items;
  });
}

// conformance/history/discovery-reach.ts
var plural = (n, word) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;
var stopText = {
  "start-of-history": "it reached the start of the history",
  defect: "an answer broke a rule of the spec (see the failed checks)",
  "every-fact-found": "every kind of fact was found",
  "page-bound": "the page bound (--discovery-pages) was reached",
  "time-bound": "the time bound (--discovery-time) was reached"
};
function describeReach(reach) {
  const what = reach.wholeHistory ? `the whole history, ${plural(reach.items, "item")}` : `the last ${plural(reach.items, "item")} of the history`;
  const span = reach.from && reach.to ? `, from ${reach.from.recordTime} in migration ${reach.from.migrationId} to ${reach.to.recordTime} in migration ${reach.to.migrationId}` : "";
  const migrations = reach.migrationsInHistory.length > 0 ? `; ${plural(reach.migrations.length, "migration")} of ${reach.migrationsInHistory.length}` : "";
  return `discovery read ${what} (${plural(reach.pages, "page")} and ${plural(reach.probes, "probe")} in ${(reach.durationMs / 1e3).toFixed(1)} s${span}${migrations}); it stopped because ${stopText[reach.stoppedBy]}`;
}
function whereLooked(reach) {
  return reach.wholeHistory ? "in the whole history" : `in the last ${plural(reach.items, "item")} of the history`;
}

// conformance/history/discovery-progress.ts
var countsOf = (facts) => ({
  knownAllocations: facts.knownAllocationIds.length,
  reassigningAllocations: facts.reassigningAllocationIds.length,
  withdrawnAllocations: facts.withdrawnAllocationIds.length,
  partiesWithEntry: facts.partiesWithEntry.length,
  factoryChoiceArguments: facts.factoryChoiceArguments !== null
});
var everyKind = (c) => c.knownAllocations > 0 && c.reassigningAllocations > 0 && c.withdrawnAllocations > 0 && c.partiesWithEntry > 0 && c.factoryChoiceArguments;
var addCounts = (found2, pending) => ({
  knownAllocations: found2.knownAllocations + pending.knownAllocations,
  reassigningAllocations: found2.reassigningAllocations + pending.reassigningAllocations,
  withdrawnAllocations: found2.withdrawnAllocations + pending.withdrawnAllocations,
  partiesWithEntry: found2.partiesWithEntry + pending.partiesWithEntry,
  factoryChoiceArguments: found2.factoryChoiceArguments || pending.factoryChoiceArguments
});

// conformance/history/discovery-spans.ts
var SECOND2 = 1000000000n;
var PAGE = 1e3;
function startBefore(migrations, from, span) {
  const spanAt = (i) => migrations[i];
  let { index, nanos } = from;
  let need = span;
  for (; ; ) {
    const first = spanAt(index).first.nanos;
    if (nanos - need >= first) return { index, nanos: nanos - need };
    if (index === 0) return null;
    need -= nanos > first ? nanos - first : 0n;
    index -= 1;
    nanos = spanAt(index).last.nanos;
  }
}
function covered(spans) {
  let sum = 0n;
  for (const { min, max } of spans.values()) sum += max - min;
  return sum;
}
function nextSpan(previous, read2) {
  const { items: items2, pagesLeft, minItems } = read2;
  if (items2 < 100 || read2.covered <= 0n) return previous * 16n;
  const wanted = items2 < minItems ? minItems - items2 : items2;
  const target = Math.max(PAGE / 2, Math.min(Math.max(PAGE, wanted), Math.floor(pagesLeft * PAGE * 0.8)));
  const span = BigInt(target) * read2.covered / BigInt(items2);
  return span > SECOND2 ? span : SECOND2;
}

// conformance/history/discovery-windows.ts
var Discovery = class {
  constructor(send, urls, map2, options) {
    this.urls = urls;
    this.map = map2;
    this.options = options;
    this.read = options.read ?? readVia(send);
    this.boundaries = boundariesOf(map2);
    this.maxPages = options.maxPages ?? 100;
    this.maxMillis = options.maxMillis ?? 6e4;
    this.minItems = options.minItems ?? 1e4;
  }
  urls;
  map;
  options;
  pages = 0;
  /** Items read, and items of the windows read to their end (the facts come from these). */
  items = 0;
  windowItems = 0;
  started = performance.now();
  learner = new FactLearner();
  /** What broke a rule: `stop` ends the window there, `note` records a disagreement with the map and reads on. */
  log = new DefectLog("discovery");
  /** The last page read, and the one that ended the first window at the end of the history: for a defect to show. */
  lastPage = null;
  endPage = null;
  /** The earliest item of the windows read whole, the latest item of the history, and each migration's time span. */
  earliest = null;
  latest = null;
  spans = /* @__PURE__ */ new Map();
  maxPages;
  maxMillis;
  minItems;
  read;
  boundaries;
  elapsed() {
    return performance.now() - this.started;
  }
  progress(phase, chunk) {
    if (!this.options.onProgress) return;
    const found2 = countsOf(this.learner.learnt());
    this.options.onProgress({
      phase,
      requests: this.map.requests + this.pages,
      pages: this.pages,
      items: this.items,
      found: chunk ? addCounts(found2, countsOf(chunk.learnt())) : found2
    });
  }
  span(index) {
    return this.map.migrations[index];
  }
  outOfBudget() {
    if (this.pages >= this.maxPages) return "page-bound";
    if (this.elapsed() >= this.maxMillis) return "time-bound";
    return null;
  }
  /**
   * Holds an item read in a window to the map and to its page: after the cursor, after the item before it, and
   * crossing into a migration exactly where the map says the previous one ends and the next begins.
   */
  expectInPlace(p, previous, cursor, at) {
    const { index, exchange, body } = at;
    expectInOrder(this.log, p, { previous, cursor }, at);
    const crossing = previous ? crossingProblem(previous, p, this.boundaries) : null;
    if (crossing)
      this.log.note(
        "d-reads-agree",
        "a read that crosses from one migration into the next where one-item reads found the boundary",
        `events[${index - 1}] at ${crossing}`,
        exchange,
        body
      );
  }
  /**
   * Reads forward from `start` up to `stop` (the first item of the window read before, or the end of the history
   * when null). Returns null when it got there, else the bound that stopped it: a window read only in part gives
   * only its lasting facts.
   */
  async readWindow(start, stop) {
    const chunk = new FactLearner();
    let after = start === null ? void 0 : cursorAt(this.span(start.index).migrationId, start.nanos);
    let first = null;
    let previous = null;
    let read2 = 0;
    for (; ; ) {
      const bound = this.outOfBudget();
      if (bound) {
        this.learner.mergeLasting(chunk);
        return bound;
      }
      let reached = false;
      let last = null;
      const body = { page_size: PAGE, ...after ? { after } : {} };
      const cursor = after ? cursorPosition(after) : null;
      let count;
      try {
        count = await readDiscoveryPage(
          this.read,
          this.urls,
          body,
          (item, index, exchange) => {
            const p = positionOf(item);
            if (!p)
              this.log.stop(
                "response-schema",
                "every event with a migration id and a record time (the cursor of the next page)",
                `events[${index}] has none`,
                exchange,
                body
              );
            this.expectInPlace(p, previous, cursor, { index, exchange, body });
            previous = p;
            if (stop && comparePositions(p, stop) >= 0) {
              reached = true;
              return false;
            }
            chunk.add(item, p);
            this.items++;
            read2++;
            first ??= p;
            last = p;
            const span = this.spans.get(p.migrationId);
            if (!span) this.spans.set(p.migrationId, { min: p.nanos, max: p.nanos });
            else if (p.nanos < span.min) span.min = p.nanos;
            else if (p.nanos > span.max) span.max = p.nanos;
            return true;
          },
          (page2) => {
            this.lastPage = page2;
          }
        );
      } catch (error) {
        if (!(error instanceof ReadingStopped)) throw error;
        this.learner.mergeLasting(chunk);
        this.pages++;
        return "defect";
      }
      this.pages++;
      if (count === 0) reached = true;
      if (!stop && reached) this.endPage = this.lastPage;
      const lastRead = last;
      if (lastRead && !stop && (!this.latest || comparePositions(lastRead, this.latest) > 0)) this.latest = lastRead;
      this.progress("reading", chunk);
      if (reached || !lastRead) break;
      after = cursorOf(lastRead);
    }
    this.learner.merge(chunk);
    this.windowItems += read2;
    if (first && (!this.earliest || comparePositions(first, this.earliest) < 0)) this.earliest = first;
    return null;
  }
  /**
   * The first window read to the end of the history: it must reach the map's last item (or pass it, on a history
   * that grows), or the read forward lost items that one-item reads found.
   */
  expectEnd() {
    const end = this.map.last;
    const page2 = this.endPage;
    if (!end || !page2 || !this.latest || comparePositions(this.latest, end) >= 0) return;
    this.log.note(
      "d-reads-agree",
      `a read to the end of the history to reach its last item, at ${describePosition(end)}, as one-item reads found it`,
      `no event after ${describePosition(this.latest)}`,
      page2,
      { page_size: PAGE, after: cursorOf(this.latest) }
    );
  }
  async run() {
    const { migrations } = this.map;
    let stoppedBy = "start-of-history";
    let wholeHistory = migrations.length === 0;
    const top = migrations.length - 1;
    if (top >= 0) {
      let from = { index: top, nanos: this.span(top).last.nanos };
      let span = 10n * SECOND2;
      for (let windows = 0; ; windows++) {
        const start = startBefore(this.map.migrations, from, span);
        const bound = await this.readWindow(start, this.earliest);
        if (windows === 0 && bound === null) this.expectEnd();
        if (bound) {
          stoppedBy = bound;
          break;
        }
        if (start === null) {
          wholeHistory = true;
          break;
        }
        if (this.items >= this.minItems && everyKind(countsOf(this.learner.learnt()))) {
          stoppedBy = "every-fact-found";
          break;
        }
        const budget = this.outOfBudget();
        if (budget) {
          stoppedBy = budget;
          break;
        }
        from = start;
        span = nextSpan(span, {
          items: this.items,
          covered: covered(this.spans),
          pagesLeft: this.maxPages - this.pages - 1,
          minItems: this.minItems
        });
      }
    }
    const { earliest, latest } = this;
    const inWindow = migrations.map((m) => m.migrationId).filter((id) => earliest && latest && id >= earliest.migrationId && id <= latest.migrationId);
    return {
      learnt: this.learner.learnt(),
      history: this.learner.history(),
      reach: {
        items: this.windowItems,
        pages: this.pages,
        probes: this.map.requests,
        from: earliest && { migrationId: earliest.migrationId, recordTime: earliest.recordTime },
        to: latest && { migrationId: latest.migrationId, recordTime: latest.recordTime },
        migrations: inWindow,
        migrationsInHistory: migrations.map((m) => m.migrationId),
        wholeHistory,
        stoppedBy,
        durationMs: Math.round(this.elapsed() + this.map.durationMs)
      }
    };
  }
};

// conformance/history/discovery.ts
async function discoverFacts(send, urls, options = {}) {
  if (!urls.scan)
    return {
      ...noFacts,
      notes: ["no scan URL: nothing discovered; give --profile to run the checks that need known ids"]
    };
  let result;
  let discovery;
  const failed = (problem, defects) => ({
    ...noFacts,
    source: "discovery",
    problem,
    notes: [`discovery failed: ${problem}`],
    defects
  });
  try {
    const started = performance.now();
    const mapped = options.map ? { map: options.map, defects: [] } : await mapHistory(send, urls, {
      ...options.read ? { read: options.read } : {},
      outOfTime: () => performance.now() - started >= (options.maxMillis ?? 6e4)
    });
    if ("problem" in mapped && mapped.problem) return failed(mapped.problem, mapped.defects);
    if (!mapped.map.last && mapped.map.migrations.length > 0)
      return failed("the history could not be mapped to its end", mapped.defects);
    discovery = new Discovery(send, urls, mapped.map, options);
    result = { ...await discovery.run(), defects: [...mapped.defects, ...discovery.log.defects] };
  } catch (error) {
    if (!(error instanceof DiscoveryFailed || error instanceof TargetError)) throw error;
    const problem = error instanceof TargetError ? `the event history could not be read: ${error.message}` : error.message;
    return failed(problem, discovery?.log.defects ?? []);
  }
  const { learnt, history, reach } = result;
  const where = whereLooked(reach);
  const missing = [
    learnt.knownAllocationIds.length === 0 ? "live allocation" : null,
    learnt.reassigningAllocationIds.length === 0 ? "allocation in reassignment" : null,
    learnt.withdrawnAllocationIds.length === 0 ? "withdrawn allocation" : null,
    learnt.partiesWithEntry.length === 0 ? "party with a name entry" : null,
    learnt.factoryChoiceArguments === null ? "AllocationFactory_Allocate exercise" : null
  ].filter((m) => m !== null);
  return {
    source: "discovery",
    ...learnt,
    partiesWithoutEntry: [],
    history,
    notes: [
      describeReach(reach),
      ...missing.length > 0 ? [`none found ${where}: ${missing.join(", ")} (checks that need one are skipped; give --profile)`] : []
    ],
    reach,
    defects: result.defects
  };
}

// conformance/run/evidence.ts
var Tally = class {
  requests = 0;
  answers = {};
  examinedBy = {};
  examined = 0;
  subjects = /* @__PURE__ */ new Set();
  named = false;
  /** The operations the current example sent requests of. */
  example = /* @__PURE__ */ new Set();
  coverage;
  constructor(map2) {
    this.coverage = new CoverageTally(map2);
  }
  count(request, status) {
    const byStatus = this.answers[request.operation] ??= {};
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  }
  /** The context's Ask, counting every request and its answer. */
  wrap(ctx) {
    const sent = (request) => {
      this.requests++;
      this.example.add(request.operation);
      this.coverage.add(request.operation, request);
    };
    const send = async (request) => {
      sent(request);
      try {
        const exchange = await ctx.send(request);
        this.count(request, String(exchange.status));
        return exchange;
      } catch (error) {
        this.count(request, "none");
        throw error;
      }
    };
    const read2 = async (request, use) => {
      sent(request);
      let counted = false;
      try {
        return await ctx.send(request, (exchange) => {
          counted = true;
          this.count(request, String(exchange.status));
          return use(exchange);
        });
      } catch (error) {
        if (!counted) this.count(request, "none");
        throw error;
      }
    };
    return { ...ctx, send: askOf(send, read2) };
  }
  /** Credits what an example examined to the operations it sent requests of, and starts the next example. */
  judged(judgement) {
    if (judgement?.subjects) {
      this.named = true;
      for (const subject of judgement.subjects) this.subjects.add(subject);
    }
    if (judgement && judgement.examined > 0) {
      this.examined += judgement.examined;
      for (const operation of this.example)
        this.examinedBy[operation] = (this.examinedBy[operation] ?? 0) + judgement.examined;
    }
    this.example = /* @__PURE__ */ new Set();
  }
  evidence(check2) {
    const coverage = this.coverage.result();
    return {
      of: check2.evidence.of,
      needs: check2.evidence.needs ?? 1,
      examined: this.examined,
      examinedBy: this.examinedBy,
      ...this.named ? { distinct: this.subjects.size } : {},
      requests: this.requests,
      answers: this.answers,
      ...coverage.cursors > 0 ? { coverage } : {}
    };
  }
};
var statusCounts = (byStatus) => Object.entries(byStatus).sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status === "none" ? "no-answer" : status}x${n}`).join(" ");
function inconclusiveReason(check2, evidence, ctx) {
  const { map: map2 } = ctx;
  const configured = operationsOf(ctx.urls);
  const judged2 = check2.judges ? check2.judges(ctx) : configured;
  const every = isEveryOperation(check2.operation);
  const operations = every ? configured.filter((op) => judged2.includes(op)) : [check2.operation];
  if (operations.length === 0)
    return `no ${evidence.of}: no operation whose URL was given can answer it with these facts`;
  const short = operations.filter(
    (op) => every ? (evidence.examinedBy[op] ?? 0) < evidence.needs : evidence.examined < evidence.needs
  );
  if (short.length === 0) return null;
  const causes = short.map((op) => {
    const byStatus = evidence.answers[op] ?? {};
    const statuses = Object.keys(byStatus);
    const succeeded = statuses.some((s) => s.startsWith("2"));
    if (statuses.length === 0) return `no request of ${op} was sent`;
    if (statuses.length === 1 && !succeeded)
      return `every answer of ${op} was ${statuses[0] === "none" ? "no answer" : statuses[0]}`;
    if (!succeeded) return `no answer of ${op} was a success (${statusCounts(byStatus)})`;
    if (isPaged(op) && map2.complete && map2.migrations.length === 0) return "the history is empty";
    const pages = byStatus["200"] ?? 0;
    return `the ${pages.toLocaleString("en-US")} answer${pages === 1 ? "" : "s"} of ${op} read held none (${statusCounts(byStatus)}); if your deployment never sends any, leave the check out with --exclude-checks ${check2.id}`;
  });
  const of = every ? `${evidence.of} (of ${short.join(", ")})` : evidence.of;
  const got = every ? "" : ` (examined ${evidence.examined} of ${evidence.needs} needed)`;
  return `no ${of}${got}: ${[...new Set(causes)].join("; ")}`;
}

// conformance/run/replay.ts
var DISCOVERY_PATH = "discovery";
function replayCommand(config, id, path) {
  const parts = ["npx", "token-registry-kit", "check"];
  for (const group of GROUPS) {
    const url = config.target[group];
    if (url) parts.push(`--${group}-url`, shellQuote(url));
  }
  if (config.profilePath) parts.push("--profile", shellQuote(config.profilePath));
  else {
    if (config.discoveryPages !== defaultKitConfig.discoveryPages)
      parts.push("--discovery-pages", String(config.discoveryPages));
    if (config.discoverySeconds !== defaultKitConfig.discoverySeconds)
      parts.push("--discovery-time", String(config.discoverySeconds));
  }
  if (config.dialect !== "spec") parts.push("--dialect", config.dialect);
  if (config.timeoutMs !== defaultKitConfig.timeoutMs) parts.push("--timeout", String(config.timeoutMs));
  if (config.rateLimit !== defaultRateLimit(config.target)) parts.push("--rate-limit", String(config.rateLimit));
  if (config.runs !== defaultKitConfig.runs) parts.push("--runs", String(config.runs));
  if (config.caFile) parts.push("--ca", shellQuote(config.caFile));
  if (config.insecure) parts.push("--insecure");
  for (const name of Object.keys(config.headers)) parts.push("-H", shellQuote(`${name}: ***`));
  parts.push("--checks", id, "--seed", String(config.seed));
  if (path !== "") parts.push("--path", path);
  return parts.join(" ");
}

// conformance/run/trial.ts
var ExampleFailed = class extends Error {
  finding;
  constructor(finding) {
    super(`${finding.expected} / ${finding.received}`);
    this.finding = finding.exchange ? { ...finding, exchange: withoutBody(finding.exchange) } : finding;
  }
};
var baseOf = (check2) => ({
  id: check2.id,
  title: check2.title,
  operation: check2.operation
});
var Trial = class {
  constructor(check2, session) {
    this.check = check2;
    this.session = session;
    this.tally = new Tally(session.ctx.map);
    this.ctx = this.tally.wrap(session.ctx);
  }
  check;
  session;
  ctx;
  tally;
  warnings = /* @__PURE__ */ new Map();
  /** After a network error every further example fails at once: no shrinking against a dead target. */
  broken = null;
  /**
   * Set when a probe brought back fewer answers than its check asks for: a defect of the kit, so the check is an error
   * of the run, never a pass, and verify does not run on what is there. Nor is it tried again on smaller inputs.
   */
  unanswering = null;
  /** One example: probed, verified, its warnings counted; a failure throws (ExampleFailed), as a property does. */
  async judge(input) {
    const { check: check2, ctx } = this;
    if (this.broken) throw this.broken;
    if (this.unanswering !== null) throw new Error(this.unanswering);
    let judgement = null;
    try {
      const probed = await check2.probe(input, ctx);
      if (!answeredAll(check2.asks, probed)) {
        this.unanswering = unansweredText(check2.asks, probed);
        throw new Error(this.unanswering);
      }
      judgement = check2.verify(input, probed, ctx);
    } catch (error) {
      if (error instanceof TargetError) this.broken = error;
      throw error;
    } finally {
      this.tally.judged(judgement);
      this.session.recycle();
    }
    const findings = judgement.findings;
    for (const w of findings.filter((f) => f.severity === "warning")) {
      const text2 = `${w.expected}: ${w.received}`;
      this.warnings.set(text2, (this.warnings.get(text2) ?? 0) + 1);
    }
    const failed = findings.find((f) => f.severity === "failure");
    if (failed) throw new ExampleFailed(failed);
  }
  /** The verdict of the examples fast-check ran, with the evidence they examined. */
  result(details, durationMs) {
    const ran = {
      examples: details.numRuns,
      warnings: [...this.warnings].slice(0, 5).map(([text2, count]) => ({ text: text2, count })),
      durationMs,
      evidence: this.tally.evidence(this.check)
    };
    if (!details.failed) {
      const lacking = inconclusiveReason(this.check, ran.evidence, this.ctx);
      return this.verdict(lacking ? "inconclusive" : "passed", ran, lacking ? { reason: lacking } : {});
    }
    if (this.broken instanceof RedirectError) {
      const { exchange: exchange2, location } = this.broken;
      const expected2 = "an answer from the URL given (the kit follows no redirect)";
      return this.failed(details, ran, expected2, redirectText(exchange2.status, location), exchange2);
    }
    const error = details.errorInstance;
    if (this.unanswering !== null) return this.verdict("error", ran, { reason: this.unanswering });
    if (this.broken || !(error instanceof ExampleFailed)) {
      const reason = this.broken ? this.broken.message : error instanceof Error ? error.message : String(error);
      return this.verdict("error", ran, { reason });
    }
    const { expected, received, exchange } = error.finding;
    return this.failed(details, ran, expected, received, exchange);
  }
  /** A failed verdict: the rule, what the target did, the request that showed it, and how to replay it. */
  failed(details, ran, expected, received, exchange) {
    const { config } = this.session;
    const path = details.counterexamplePath ?? "";
    const failure2 = {
      expected,
      received,
      ...exchange ? { curl: curlOf(exchange.request, config.headers), status: exchange.status } : {},
      counterexample: details.counterexample?.[0],
      shrinks: details.numShrinks,
      seed: config.seed,
      path,
      replay: replayCommand(config, this.check.id, path)
    };
    return this.verdict("failed", ran, { failure: failure2 });
  }
  /** A result of a check that ran, its keys in the order that the reports and runKit's callers have always seen. */
  verdict(verdict, ran, told) {
    const { examples, warnings, durationMs, evidence } = ran;
    return { ...baseOf(this.check), verdict, examples, ...told, warnings, durationMs, evidence };
  }
};

// conformance/run/results.ts
var exitCodeOf = (run2) => run2.results.some(
  (r) => r.verdict === "failed" || r.verdict === "error" || r.verdict === "inconclusive" || run2.failOnSkip === true && r.verdict === "skipped"
) ? 1 : 0;

// conformance/run/first-contact-diagnosis.ts
var SNIPPET = 2e3;
var PARSED = 64 * 1024;
function answerOf(exchange, page2) {
  const small = (exchange.bytes?.length ?? exchange.text.length) <= PARSED;
  const body = small ? exchange.json : void 0;
  const json3 = small ? body !== void 0 : page2 ?? isJsonBody(exchange);
  return {
    request: exchange.request,
    status: exchange.status,
    contentType: exchange.contentType,
    // From the bytes when the exchange has them: the text of a whole page would be megabytes made for nothing.
    text: exchange.bytes ? new TextDecoder().decode(exchange.bytes.subarray(0, SNIPPET)) : exchange.text.slice(0, SNIPPET),
    json: json3,
    errorResponse: isErrorBody(body)
  };
}
var mediaShown = (answer) => (answer.contentType ?? "").split(";")[0]?.trim() ?? "";
var media = (answer) => mediaShown(answer).toLowerCase();
var isHtml = (answer) => media(answer) === "text/html" || /^\s*<(!doctype html|html)[\s>]/i.test(answer.text);
var said = (group, answer) => `${group} answered ${answer.status} to ${answer.request.method} ${answer.request.url}`;
function withoutPath(answer) {
  const path = new URL(answer.request.url).pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
  }
  return answer.text.split(path).join("<path>").split(decoded).join("<path>");
}
function doubledPrefix(group, url) {
  const prefix = BASE_PREFIX[group];
  if (!prefix) return null;
  const path = (() => {
    try {
      return new URL(url).pathname;
    } catch {
      return "";
    }
  })();
  return path.includes(`${prefix}${prefix}`) ? prefix : null;
}
function diagnose(group, url, answers, headerNames, sibling) {
  const refused = answers.find((a) => a.status === 401 || a.status === 403);
  if (refused) {
    const give = headerNames.length === 0 ? "give credentials, for example -H 'Authorization: Bearer \u2026'" : `the credentials given (-H ${headerNames.join(", -H ")}) were refused: check them, and that they are for this deployment`;
    return { lasting: true, text: `${said(group, refused)}: ${give}` };
  }
  const html = answers.find(isHtml);
  if (html)
    return {
      lasting: false,
      text: `${said(group, html)} with an HTML page (${mediaShown(html) || "no content type"}), not the API's JSON: is ${url} the ${group} API's URL, not a web page or a proxy's login page?`
    };
  const routeMissing = (() => {
    if (group === "scan") return answers.find((a) => a.status === 404) ?? null;
    if (group === "registry")
      return answers.length > 0 && answers.every((a) => a.status === 404) ? answers[0] : null;
    const entry = answers[0];
    if (!entry || entry.status !== 404 || !sibling || sibling.status !== 404) return null;
    return withoutPath(sibling) === withoutPath(entry) || !entry.json && !sibling.json ? entry : null;
  })();
  if (routeMissing) {
    const doubled = doubledPrefix(group, url);
    const every = group === "registry" ? " (and 404 to every route of the group)" : "";
    const hint2 = doubled ? `the URL holds ${doubled} twice: give --base-url the host's root (the kit adds ${doubled} itself), or --${group}-url with ${doubled} once` : BASE_PREFIX[group] ? `check the path prefix of --${group}-url (a real deployment serves it under ${BASE_PREFIX[group]}, e.g. https://host${BASE_PREFIX[group]})` : `check the path prefix of --${group}-url (a real deployment serves /registry/... at the host's root)`;
    return { lasting: false, text: `${said(group, routeMissing)}${every}: no such route there; ${hint2}` };
  }
  const notJson2 = answers.find((a) => a.status === 200 && !a.json);
  if (notJson2)
    return {
      lasting: false,
      text: `${said(group, notJson2)} with ${mediaShown(notJson2) || "a body"} that is not JSON: is ${url} the ${group} API's URL?`
    };
  return null;
}
function alternatives(group, url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const base = url.replace(/\/+$/, "");
  const prefix = BASE_PREFIX[group];
  const candidates = prefix ? [base.split(`${prefix}${prefix}`).join(prefix), `${base}${prefix}`, `${parsed.origin}${prefix}`] : [parsed.origin];
  return [...new Set(candidates)].filter((c) => c !== base);
}

// conformance/run/first-contact.ts
var SetupError = class extends KitError {
  name = "SetupError";
  exitCode = 3;
};
var contactRequests = {
  registry: (urls) => [factoryRequest(urls, {})],
  validator: (urls) => [entryRequest(urls, `reachability-probe::1220${"0".repeat(64)}`)],
  scan: (urls) => [eventsRequest(urls, { page_size: 1e3 })]
};
var CONTACT_ORDER = [OPERATIONS.D.group, ...GROUPS.filter((group) => group !== OPERATIONS.D.group)];
async function contact(group, url, read2, page2 = () => void 0) {
  const answers = [];
  for (const request of contactRequests[group]({ [group]: url }))
    answers.push(await read2(request, (exchange) => answerOf(exchange, group === "scan" ? page2(exchange) : void 0)));
  if (group === "registry" && answers[0]?.status === 404)
    answers.push(await read2(withdrawRequest({ registry: url }, "token-registry-kit-first-contact", {}), answerOf));
  if (group !== "validator" || answers[0]?.status !== 404) return { answers };
  const sibling = await read2(
    { operation: "C", method: "GET", url: `${url}/${SIBLING_ROOT}/token-registry-kit-no-such-route` },
    answerOf
  );
  return { answers, sibling };
}
var SIBLING_ROOT = OPERATIONS.C.path.split("/")[1] ?? "";
var ANSWERED = /* @__PURE__ */ new Set(["redirect", "too-large", "unreadable", "deadline"]);
var sleep2 = (ms) => new Promise((resolve3) => setTimeout(resolve3, Math.max(0, ms)));
async function firstContact(options) {
  const { urls } = options;
  const started = performance.now();
  let positions = [];
  const problems = [];
  for (const group of CONTACT_ORDER) {
    const url = urls[group];
    if (!url) continue;
    const problem = await contactGroup(group, url, options, started, (found2) => positions = found2);
    if (problem) problems.push(problem);
  }
  if (problems.length === 0) return { positions };
  const text2 = problems.map((p) => p.text).join("\n  ");
  throw problems.every((p) => p.unreachable) ? options.unreachable(text2) : new SetupError(text2);
}
async function contactGroup(group, url, options, started, firstPage) {
  const { read: read2, deadline, waitMs } = options;
  for (let delay = 250; ; delay = Math.min(delay * 2, 2e3)) {
    const waited = performance.now() - started;
    let diagnosis;
    try {
      const { answers, sibling } = await contact(group, url, read2, (exchange) => {
        const first = firstPageOf(exchange);
        firstPage(first.positions);
        return first.page;
      });
      diagnosis = diagnose(group, url, answers, options.headerNames, sibling);
      if (!diagnosis) return null;
    } catch (error) {
      if (!(error instanceof TargetError)) throw error;
      if (ANSWERED.has(error.kind) || deadline.remainingMs() <= 0) return null;
      if (waited >= waitMs)
        return {
          unreachable: true,
          text: `the ${group} URL ${url} is unreachable: ${error.message}` + (waitMs > 0 ? ` (waited ${Math.round(waited / 1e3)} s)` : "")
        };
      options.onWaiting(group, url, error.message, waited, waitMs);
      await sleep2(Math.min(delay, waitMs - waited, deadline.remainingMs()));
      continue;
    }
    if (diagnosis.lasting || waited >= waitMs || deadline.remainingMs() <= 0)
      return { unreachable: false, text: `${diagnosis.text}${await suggestion(group, url, diagnosis, options)}` };
    options.onWaiting(group, url, diagnosis.text, waited, waitMs);
    await sleep2(Math.min(delay, waitMs - waited, deadline.remainingMs()));
  }
}
async function suggestion(group, url, diagnosis, options) {
  if (diagnosis.lasting || !/no such route/.test(diagnosis.text)) return "";
  for (const candidate of alternatives(group, url)) {
    try {
      const { answers, sibling } = await contact(group, candidate, options.read);
      const works = group !== "scan" || answers[0]?.status === 200;
      if (works && !diagnose(group, candidate, answers, options.headerNames, sibling))
        return `; ${candidate} answers as the API does: did you mean --${group}-url ${candidate}?`;
    } catch {
    }
  }
  return "";
}
function firstPageOf(first) {
  if (first.status !== 200) return { positions: [] };
  const positions = [];
  const verdict = eachEvent(
    first,
    (item) => {
      const p = positionOf(item);
      if (p) positions.push(p);
    },
    "outline"
  );
  return { positions: verdict.page ? positions : [], page: verdict.page };
}

// conformance/run/session.ts
var deadlineText = (ms) => {
  const s = ms / 1e3;
  const shown2 = s % 3600 === 0 ? `${s / 3600}h` : s % 60 === 0 ? `${s / 60}m` : `${s}s`;
  return `the run passed --max-duration (${shown2})`;
};
var UnreachableError = class extends KitError {
  name = "UnreachableError";
  exitCode = 3;
};
var clientOf = (config, ca, deadline) => createClient({
  headers: config.headers,
  timeoutMs: config.timeoutMs,
  rateLimit: config.rateLimit,
  maxResponseBytes: config.maxResponseMb * 1024 * 1024,
  maxHeldBytes: config.maxHeldMb * 1024 * 1024,
  ...ca ? { ca } : {},
  insecure: config.insecure,
  deadline,
  // runCheck gives the bodies of an example back once it is judged: a run reuses their memory.
  recycle: true
});
async function openSession(config, facts, onEvent = () => {
}, checks = allChecks, counted = () => {
}) {
  const profiled = facts ?? (config.profilePath ? loadProfile(config.profilePath) : void 0);
  const ca = config.caFile ? readCaFile("--ca", config.caFile) : void 0;
  const deadline = deadlineIn(config.maxDurationMs, deadlineText(config.maxDurationMs));
  const client = clientOf(config, ca, deadline);
  counted(client.count);
  let read2;
  try {
    read2 = await readTarget({ config, client, deadline, onEvent }, profiled, checks);
  } catch (error) {
    client.close();
    throw error;
  }
  const { positions, known: known2, mapped } = read2;
  const ctx = {
    urls: config.target,
    facts: known2,
    dialect: config.dialect,
    send: askOf(client.send, client.read),
    encodingField: config.dialect === "splice" ? "daml_value_encoding" : "ledger_value_encoding",
    positions,
    map: mapped.map
  };
  return {
    config,
    ctx,
    requests: client.count,
    held: client.held,
    deadline,
    close: client.close,
    recycle: client.recycle,
    defects: [...mapped.defects, ...known2.defects ?? []]
  };
}
async function readTarget(opening, profiled, checks) {
  const { config, client, deadline, onEvent } = opening;
  const urls = config.target;
  const historyUrl = urls[OPERATIONS.D.group];
  const { positions } = await firstContact({
    urls,
    read: client.read,
    headerNames: Object.keys(config.headers),
    waitMs: config.waitForTargetSeconds * 1e3,
    deadline,
    onWaiting: (group, url, reason, waitedMs, limitMs) => onEvent({ kind: "waiting", group, url, reason, waitedMs, limitMs }),
    unreachable: (message) => new UnreachableError(message)
  });
  const started = performance.now();
  const outOfTime = () => performance.now() - started >= config.discoverySeconds * 1e3 || deadline.remainingMs() <= 0;
  let mapped = { map: emptyMap, defects: [] };
  if (historyUrl) {
    onEvent({
      kind: "discovery",
      progress: { phase: "locating", requests: 0, pages: 0, items: 0, found: countsOf(noFacts) }
    });
    mapped = await mapHistory(client.send, urls, { read: client.read, outOfTime });
  }
  const wanted = checks.some((c) => profiled ? c.history === true : usesFacts(c));
  let known2;
  if (historyUrl && (wanted || config.path === DISCOVERY_PATH)) {
    const discovered = await discoverFacts(client.send, urls, {
      maxPages: config.discoveryPages,
      maxMillis: Math.max(0, config.discoverySeconds * 1e3 - (performance.now() - started)),
      onProgress: (progress) => onEvent({ kind: "discovery", progress }),
      read: client.read,
      map: mapped.map
    });
    known2 = profiled ? withHistoryOf(profiled, discovered) : discovered;
  } else {
    known2 = profiled ?? (historyUrl ? { ...noFacts, notes: ["discovery not run: no check selected needs facts about the target"] } : noFacts);
  }
  if (!profiled && mapped.problem !== void 0)
    known2 = { ...known2, problem: mapped.problem, notes: [`discovery failed: ${mapped.problem}`, ...known2.notes] };
  return { positions, known: known2, mapped };
}
function withHistoryOf(profile, discovered) {
  return {
    ...profile,
    ...discovered.history ? { history: discovered.history } : {},
    ...discovered.reach ? { reach: discovered.reach } : {},
    ...discovered.defects ? { defects: discovered.defects } : {},
    notes: [...profile.notes, ...discovered.notes.slice(0, 1).map((note) => `for the history's facts, ${note}`)]
  };
}
var usesFacts = (check2) => isEveryOperation(check2.operation) || !succeedingWith(noFacts).includes(check2.operation);

// conformance/run/runner.ts
function selectChecks(config) {
  const ids = new Set(allChecks.map((c) => c.id));
  for (const id of [...config.checks ?? [], ...config.excludeChecks]) {
    if (!ids.has(id)) {
      throw new SelectionError(`unknown check id ${JSON.stringify(id)}${didYouMean(id, [...ids])}; see --list`);
    }
  }
  return allChecks.filter(
    (c) => (!config.checks || config.checks.includes(c.id)) && !config.excludeChecks.includes(c.id)
  );
}
var SelectionError = class extends KitError {
  name = "SelectionError";
  exitCode = 2;
};
function seedFor(seed, id) {
  let hash2 = 2166136261 ^ seed;
  for (let i = 0; i < id.length; i++) hash2 = Math.imul(hash2 ^ id.charCodeAt(i), 16777619);
  return hash2 >>> 1 & 2147483647;
}
function notRunning(check2, session) {
  const available = groupsOf(session.config.target);
  if (check2.groups.length === 0 && available.length === 0)
    return { verdict: "skipped", reason: "no target URL given", cause: "url" };
  const missing = check2.groups.filter((g) => !available.includes(g));
  if (missing.length > 0) return { verdict: "skipped", reason: `no --${missing[0] ?? ""}-url given`, cause: "url" };
  const facts = session.ctx.facts;
  const needs = check2.needs?.(facts);
  if (!needs) return null;
  if (facts.problem) return { verdict: "error", reason: `${needs}: ${facts.problem}`, cause: "facts" };
  const why = facts.source === "profile" ? `the profile lists none${facts.reach ? `, and the history shows none ${whereLooked(facts.reach)}` : ""}` : facts.reach ? (
    // A profile can name ids, not what became of them: no use to a check of the history.
    `none found ${whereLooked(facts.reach)}${check2.history === true ? "" : " (give --profile)"}`
  ) : `no --${OPERATIONS.D.group}-url to discover it from (give --profile)`;
  return { verdict: "skipped", reason: `${needs}: ${why}`, cause: "facts" };
}
function withoutRunning(check2, session) {
  const base = baseOf(check2);
  const stopped = notRunning(check2, session);
  if (session.deadline.remainingMs() <= 0 && stopped?.cause !== "url")
    return { ...base, verdict: "error", reason: session.deadline.text, examples: 0, warnings: [], durationMs: 0 };
  const { config } = session;
  const defect = session.defects.find((d) => d.check === check2.id);
  if (defect) {
    const path = defect.found === "discovery" ? DISCOVERY_PATH : "";
    return {
      ...base,
      verdict: "failed",
      examples: 0,
      failure: {
        expected: defect.expected,
        received: defect.received,
        curl: curlOf(defect.exchange.request, config.headers),
        status: defect.exchange.status,
        counterexample: defect.input,
        shrinks: 0,
        seed: config.seed,
        path,
        replay: replayCommand(config, check2.id, path)
      },
      warnings: [],
      durationMs: 0
    };
  }
  if (stopped)
    return { ...base, verdict: stopped.verdict, reason: stopped.reason, examples: 0, warnings: [], durationMs: 0 };
  return null;
}
async function runCheck(check2, session) {
  const started = performance.now();
  const early = withoutRunning(check2, session);
  if (early) return early;
  const { config } = session;
  const trial = new Trial(check2, session);
  const property2 = fast_check_default.asyncProperty(check2.inputs(trial.ctx), (input) => trial.judge(input));
  const numRuns = Math.min(config.runs, check2.maxRuns ?? Number.POSITIVE_INFINITY);
  const examples = (check2.examples?.(trial.ctx) ?? []).map((e) => [e]);
  const details = await fast_check_default.check(property2, {
    seed: seedFor(config.seed, check2.id),
    // fast-check counts the examples among numRuns: the generated inputs come on top of them.
    numRuns: numRuns + examples.length,
    examples,
    // The `discovery` path names no example: a replay of what discovery met runs the check whole.
    ...config.path && config.path !== DISCOVERY_PATH ? { path: config.path, endOnFailure: true } : {}
  });
  return trial.result(details, performance.now() - started);
}
async function runChecks(session, checks, onProgress = () => {
}) {
  const results = [];
  for (const [i, check2] of checks.entries()) {
    onProgress(i, checks.length, check2);
    const result = await runCheck(check2, session);
    results.push(result);
    onProgress(i + 1, checks.length, check2, result);
  }
  return results;
}

// conformance/report/table.ts
var indent = (text2, by = "    ") => text2.split("\n").map((line) => `${by}${line}`).join("\n");
var shortJson = (value, limit = 400) => previewOf(JSON.stringify(value) ?? "undefined", limit);
function formatFailure(result) {
  const f = result.failure;
  if (!f) return "";
  return [
    `FAILED ${result.id}: ${result.title} (operation ${result.operation})`,
    `  Expected: ${f.expected}`,
    `  Received: ${f.received}`,
    `  Counterexample (shrunk ${f.shrinks} time${f.shrinks === 1 ? "" : "s"}): ${shortJson(f.counterexample)}`,
    ...f.curl ? ["  Reproduce with:", indent(f.curl)] : [],
    "  Replay:",
    indent(f.replay),
    f.path === "" ? "  (found while the kit mapped the history: the replay maps it again)" : f.path === DISCOVERY_PATH ? "  (found while discovery read the history back from its end: the replay reads it again)" : `  (fast-check seed ${f.seed}, path ${f.path})`
  ].join("\n");
}
var countOf2 = (run2, v) => run2.results.filter((r) => r.verdict === v).length;
var answersText = (evidence) => Object.entries(evidence.answers).map(([op, byStatus]) => `${op} ${statusCounts(byStatus)}`).join(", ");
var examinedText = (evidence) => `${evidence.examined.toLocaleString("en-US")} ${evidence.of}` + (evidence.distinct === void 0 ? "" : ` (${evidence.distinct.toLocaleString("en-US")} distinct)`);
var DEFAULT_TABLE_WIDTH = 120;
var WRAPPING = [
  { column: 5, narrowest: 12 },
  { column: 7, narrowest: 14 }
];
var HEADER = ["check", "op", "verdict", "examples", "requests", "answers", "examined", "where"];
var NUMERIC = /* @__PURE__ */ new Set([3, 4, 6]);
var STACKED = "    ";
function wrapped(text2, width2) {
  const words = text2.split(/(?<=,) /).flatMap((part) => part.length <= width2 ? [part] : part.split(" "));
  const lines = [];
  let line = "";
  for (const word of words) {
    if (line !== "" && line.length + 1 + word.length > width2) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  return [...lines, line];
}
function tableLines(rows, width2) {
  const widths = HEADER.map((h2, i) => Math.max(h2.length, ...rows.map((r) => (r[i] ?? "").length)));
  const total = () => widths.reduce((a, b) => a + b, 2 * (widths.length - 1));
  const wrapping = WRAPPING.map((w) => w.column);
  const line = (cells, columns) => columns.map((i) => {
    const cell = cells[i] ?? "";
    return NUMERIC.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0);
  }).join("  ").trimEnd();
  const all = HEADER.map((_, i) => i);
  const narrowest = WRAPPING.reduce((sum, { column, narrowest: narrowest2 }) => sum + narrowest2 - (widths[column] ?? 0), total());
  if (narrowest > width2) {
    const kept = all.filter((i) => !wrapping.includes(i));
    const under = (label, text2) => text2 === "" ? [] : wrapped(`${label}: ${text2}`, Math.max(20, width2 - STACKED.length - 2)).map(
      (l, k) => `${STACKED}${k > 0 ? "  " : ""}${l}`
    );
    return [
      line(HEADER, kept),
      line(
        widths.map((w) => "-".repeat(w)),
        kept
      ),
      ...rows.flatMap((row2) => [line(row2, kept), ...under("answers", row2[5] ?? ""), ...under("where", row2[7] ?? "")])
    ];
  }
  for (let over = total() - width2; over > 0; over--) {
    const shrinking = WRAPPING.filter(({ column, narrowest: narrowest2 }) => (widths[column] ?? 0) > narrowest2).sort(
      (a, b) => (widths[b.column] ?? 0) - (widths[a.column] ?? 0)
    )[0];
    if (!shrinking) break;
    widths[shrinking.column] = (widths[shrinking.column] ?? 0) - 1;
  }
  const rowLines = (cells) => {
    const parts = cells.map((c, i) => wrapping.includes(i) ? wrapped(c, widths[i] ?? c.length) : [c]);
    const height = Math.max(...parts.map((p) => p.length));
    return Array.from(
      { length: height },
      (_, k) => line(
        parts.map((p) => p[k] ?? ""),
        all
      )
    );
  };
  return [
    line(HEADER, all),
    line(
      widths.map((w) => "-".repeat(w)),
      all
    ),
    ...rows.flatMap(rowLines)
  ];
}
function summaryTable(run2, width2 = DEFAULT_TABLE_WIDTH) {
  const rows = run2.results.map((r) => [
    r.id,
    r.operation,
    r.verdict,
    String(r.examples),
    r.evidence ? String(r.evidence.requests) : "",
    r.evidence ? answersText(r.evidence) : "",
    r.evidence ? r.evidence.examined.toLocaleString("en-US") : "",
    r.evidence?.coverage ? describeCoverage(r.evidence.coverage) : ""
  ]);
  const notRun = notRunList(run2);
  return [
    ...tableLines(rows, width2),
    "",
    ...notRun ? [notRun, ""] : [],
    ...run2.map.migrations.length > 0 || run2.map.requests > 0 ? [`history: ${describeMap(run2.map)}`] : [],
    // How far back the facts go: a skip "for lack of facts" reads differently after 1,000 items than after 100,000.
    ...run2.facts.reach ? [`facts: ${describeReach(run2.facts.reach)}`] : [],
    ...[historyFactsLine(run2)].filter((line) => line !== null),
    `${countOf2(run2, "passed")} passed, ${countOf2(run2, "failed")} failed, ${countOf2(run2, "inconclusive")} inconclusive, ${countOf2(run2, "skipped")} skipped, ${countOf2(run2, "error")} errors in ${(run2.durationMs / 1e3).toFixed(1)} s, ${run2.requests} requests, seed ${run2.seed}` + (run2.failOnSkip && countOf2(run2, "skipped") > 0 ? " (--fail-on-skip: a skipped check fails the run)" : "") + (run2.maxDurationPassed ? ` (stopped: ${deadlineText(run2.maxDurationMs)})` : "")
  ].join("\n");
}
function describeMap(map2) {
  if (map2.migrations.length === 0)
    return `${map2.complete ? "empty" : "not mapped"} (${map2.requests} request${map2.requests === 1 ? "" : "s"})`;
  const spans = map2.migrations.map((m) => `${m.migrationId} (${m.first.recordTime} to ${m.last.recordTime})`);
  return `${map2.migrations.length} migration${map2.migrations.length === 1 ? "" : "s"}: ${spans.join(", ")}; ${map2.migrations.length - 1} boundaries, ${map2.samples.length} sampled items, ` + (map2.last ? `last item at ${map2.last.recordTime}` : "the end not found") + ` (${map2.requests} requests in ${(map2.durationMs / 1e3).toFixed(1)} s)`;
}
function notRunList(run2) {
  const width2 = Math.max(0, ...run2.results.map((r) => r.id.length));
  const list2 = (verdict, title) => {
    const rows = run2.results.filter((r) => r.verdict === verdict);
    return rows.length === 0 ? [] : [title, ...rows.map((r) => `  ${r.id.padEnd(width2)}  ${r.reason ?? ""}`)];
  };
  return [
    ...list2("inconclusive", "inconclusive (no verdict without evidence):"),
    ...list2("skipped", "not run:"),
    ...list2("error", "could not finish:")
  ].join("\n");
}
var insecureWarning = "WARNING --insecure: the target's TLS certificate was not verified; anyone between the kit and the target could have answered (for test targets only)";
function formatWarnings(run2) {
  const lines = run2.results.flatMap(
    (r) => r.warnings.map((w) => `WARNING ${r.id}: ${w.text}${w.count > 1 ? ` (${w.count} times)` : ""}`)
  );
  return [...run2.tls.insecure ? [insecureWarning] : [], ...lines].join("\n");
}
var historyFactCounts = (history) => ({
  allocations: history.allocations.length,
  contracts: history.contracts.length,
  entries: history.entries.length,
  latest: history.latest?.recordTime ?? null
});
function historyFactsLine(run2) {
  const history = run2.facts.history;
  if (!history) return null;
  const c = historyFactCounts(history);
  const checked = run2.results.flatMap(
    (r) => r.evidence?.distinct === void 0 ? [] : [`${r.id} ${r.evidence.distinct.toLocaleString("en-US")}`]
  );
  return `history facts: ${c.allocations} allocations, ${c.contracts} contracts, ${c.entries} name entries learnt` + (checked.length > 0 ? `; cross-checked: ${checked.join(", ")}` : "");
}

// conformance/report/junit.ts
function xml(text2) {
  let out = "";
  for (const c of text2) {
    const code3 = c.codePointAt(0) ?? 0;
    if (code3 < 32 && c !== "	" && c !== "\n" && c !== "\r") continue;
    out += { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" }[c] ?? c;
  }
  return out;
}
function runProperties(run2) {
  return [
    ["kit.version", run2.version],
    ["startedAt", run2.startedAt],
    ...GROUPS.filter((g) => run2.target[g] !== void 0).map((g) => [
      `target.${g}`,
      run2.target[g] ?? ""
    ]),
    ["dialect", run2.dialect],
    ["seed", String(run2.seed)],
    ["runs", String(run2.runs)],
    ["failOnSkip", String(run2.failOnSkip)],
    ["exitCode", String(run2.exitCode)],
    ...run2.notStarted ? [
      ["notStarted.error", run2.notStarted.error],
      ["notStarted.reason", run2.notStarted.reason]
    ] : [],
    ["history", describeMap(run2.map)],
    ["coverage.examined", String(run2.results.reduce((sum, r) => sum + (r.evidence?.examined ?? 0), 0))],
    [
      "coverage.boundaries",
      `${maxOf(run2, (e) => e.coverage?.boundaries.probed ?? 0)} of ${Math.max(0, run2.map.migrations.length - 1)}`
    ],
    ["tls.insecure", String(run2.tls.insecure)],
    ...run2.tls.caFile ? [["tls.ca", run2.tls.caFile]] : [],
    ["maxDurationSeconds", String(run2.maxDurationMs / 1e3)],
    ["maxDurationPassed", String(run2.maxDurationPassed)],
    ["facts.source", run2.facts.source],
    ...run2.facts.notes.map((note, i) => [`facts.note.${i + 1}`, note])
  ];
}
var maxOf = (run2, value) => Math.max(0, ...run2.results.map((r) => r.evidence ? value(r.evidence) : 0));
function evidenceProperties(evidence) {
  if (!evidence) return [];
  const properties = [
    ["requests", String(evidence.requests)],
    ["answers", answersText(evidence)],
    ["examined", examinedText(evidence)],
    ...evidence.coverage ? [["coverage", describeCoverage(evidence.coverage)]] : []
  ];
  return [
    "    <properties>",
    ...properties.map(([name, value]) => `      <property name="${xml(name)}" value="${xml(value)}"/>`),
    "    </properties>"
  ];
}
function junitReport(run2) {
  const cases = run2.results.map((r) => {
    const open = `  <testcase classname="token-registry-kit.${r.operation}" name="${xml(`${r.id}: ${r.title}`)}" time="${(r.durationMs / 1e3).toFixed(3)}">`;
    const outcome2 = r.verdict === "failed" ? [`    <failure message="${xml(r.failure?.expected ?? "")}" type="failed">${xml(formatFailure(r))}</failure>`] : r.verdict === "inconclusive" ? [`    <failure message="${xml(`inconclusive: ${r.reason ?? ""}`)}" type="inconclusive"/>`] : r.verdict === "error" ? [`    <error message="${xml(r.reason ?? "")}"/>`] : r.verdict === "skipped" ? run2.failOnSkip ? [`    <failure message="${xml(`skipped (--fail-on-skip): ${r.reason ?? ""}`)}" type="skipped"/>`] : [`    <skipped message="${xml(r.reason ?? "")}"/>`] : [];
    const inner = [...evidenceProperties(r.evidence), ...outcome2];
    return inner.length === 0 ? `${open}</testcase>` : [open, ...inner, "  </testcase>"].join("\n");
  });
  if (run2.notStarted)
    cases.push(
      `  <testcase classname="token-registry-kit" name="the run could not start" time="${(run2.durationMs / 1e3).toFixed(3)}">`,
      `    <error message="${xml(run2.notStarted.reason)}" type="${xml(run2.notStarted.error)}"/>`,
      "  </testcase>"
    );
  const skippedAsFailures = run2.failOnSkip ? countOf2(run2, "skipped") : 0;
  const failures = countOf2(run2, "failed") + countOf2(run2, "inconclusive") + skippedAsFailures;
  const tests = run2.results.length + (run2.notStarted ? 1 : 0);
  const errors = countOf2(run2, "error") + (run2.notStarted ? 1 : 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="token-registry-kit conformance" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${countOf2(run2, "skipped") - skippedAsFailures}" time="${(run2.durationMs / 1e3).toFixed(3)}" timestamp="${xml(run2.startedAt)}">`,
    "  <properties>",
    ...runProperties(run2).map(([name, value]) => `    <property name="${xml(name)}" value="${xml(value)}"/>`),
    "  </properties>",
    ...cases,
    "</testsuite>",
    ""
  ].join("\n");
}

// conformance/report/json.ts
function jsonReportOf(run2) {
  const { facts } = run2;
  return {
    kit: { name: "token-registry-kit", version: run2.version },
    startedAt: run2.startedAt,
    durationMs: Math.round(run2.durationMs),
    target: run2.target,
    dialect: run2.dialect,
    seed: run2.seed,
    runs: run2.runs,
    failOnSkip: run2.failOnSkip,
    exitCode: run2.exitCode,
    ...run2.notStarted ? { notStarted: run2.notStarted } : {},
    requests: run2.requests,
    tls: run2.tls,
    maxDurationSeconds: run2.maxDurationMs / 1e3,
    maxDurationPassed: run2.maxDurationPassed,
    facts: {
      source: facts.source,
      found: countsOf(facts),
      notes: facts.notes,
      ...facts.problem ? { problem: facts.problem } : {},
      ...facts.reach ? { reach: facts.reach } : {},
      ...facts.history ? { history: historyFactCounts(facts.history) } : {}
    },
    history: run2.map,
    summary: {
      passed: countOf2(run2, "passed"),
      failed: countOf2(run2, "failed"),
      inconclusive: countOf2(run2, "inconclusive"),
      skipped: countOf2(run2, "skipped"),
      error: countOf2(run2, "error")
    },
    notRun: run2.results.filter((r) => r.verdict === "inconclusive" || r.verdict === "skipped" || r.verdict === "error").map((r) => ({ id: r.id, verdict: r.verdict, reason: r.reason ?? "" })),
    checks: run2.results.map((r) => ({ ...r, durationMs: Math.round(r.durationMs) }))
  };
}
var jsonReport = (report) => `${JSON.stringify(report, null, 2)}
`;

// conformance/report/files.ts
import { accessSync, constants as constants2, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname as dirname2, join as join2, resolve as resolve2 } from "node:path";

// conformance/report/html-page.ts
var ESCAPES2 = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
var escapeHtml = (text2) => text2.replace(/[&<>"']/g, (c) => ESCAPES2[c] ?? c);
var REPORT_CSS = `
:root { color-scheme: light; --ok: #1a7f37; --bad: #cf222e; --warn: #9a6700; --muted: #57606a; --line: #d0d7de; }
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 1rem 1.5rem; color: #1f2328; overflow-wrap: anywhere; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid var(--line); }
h4 { margin: .6rem 0 .2rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .35rem .5rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
table.facts { width: auto; max-width: 100%; } table.facts th { color: var(--muted); font-weight: normal; overflow-wrap: normal; }
table.checks { table-layout: fixed; }
table.checks .op { width: 6.5rem; } table.checks .verdict-col { width: 7.5rem; } table.checks .evidence { width: 15rem; } table.checks .time { width: 4.5rem; }
@media (max-width: 56rem) { table.checks .op { width: 10%; } table.checks .verdict-col { width: 16%; } table.checks .evidence { width: 24%; } table.checks .time { width: 10%; } }
dd { margin-left: 1.5rem; }
code, pre { font: 12px/1.4 ui-monospace, monospace; }
pre { background: #f6f8fa; padding: .5rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; max-width: 100%; }
.verdict { display: inline-block; padding: 0 .45rem; border-radius: 1rem; color: #fff; font-size: .85em; }
.verdict.passed { background: var(--ok); } .verdict.failed, .verdict.error { background: var(--bad); }
.verdict.inconclusive { background: var(--warn); } .verdict.skipped { background: var(--muted); }
ul.summary { display: flex; gap: 1.5rem; list-style: none; padding: 0; }
ul.summary .count { font-size: 1.4rem; font-weight: bold; }
.filters button { margin-right: .3rem; padding: .2rem .6rem; border: 1px solid var(--line); background: #fff; border-radius: .3rem; cursor: pointer; }
.filters button[aria-pressed="true"] { background: #1f2328; color: #fff; }
button:focus-visible, summary:focus-visible { outline: 2px solid #0969da; outline-offset: 2px; }
tr.check.failed td:first-child, tr.check.error td:first-child { border-left: 4px solid var(--bad); }
tr.check.inconclusive td:first-child { border-left: 4px solid var(--warn); }
.title { color: var(--muted); } .reason { color: var(--warn); }
details summary { cursor: pointer; color: #0969da; }
.history svg { width: 100%; height: auto; font: 11px system-ui, sans-serif; }
.history .legend { color: var(--muted); }
.not-started { border-left: 4px solid var(--bad); padding-left: 1rem; }
[hidden] { display: none !important; }
@media print {
  .filters { display: none; } body { max-width: none; } pre { white-space: pre-wrap; }
  tr { break-inside: avoid; }
}
`;
var REPORT_SCRIPT = `
(function () {
  var buttons = document.querySelectorAll('[data-filter]');
  var rows = document.querySelectorAll('tr[data-verdict]');
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var f = button.getAttribute('data-filter');
      buttons.forEach(function (b) { b.setAttribute('aria-pressed', String(b === button)); });
      rows.forEach(function (row) {
        var v = row.getAttribute('data-verdict');
        row.hidden = !(f === 'all' || f === v || (f === 'not passed' && v !== 'passed'));
      });
    });
  });
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details').forEach(function (d) { d.open = true; });
  });
})();
`;

// conformance/report/html-history.ts
var WIDTH = 900;
var LABEL = 150;
var ROW = 20;
var nanosOf = (recordTime) => parseInstantNanos(recordTime);
function historyPicture(report) {
  const { migrations, samples, last } = report.history;
  const spans = migrations.map((m) => ({ id: m.migrationId, first: nanosOf(m.first.recordTime), last: nanosOf(m.last.recordTime) })).filter((m) => m.first !== null && m.last !== null);
  if (spans.length === 0) {
    return '<p class="history">No map of the history: the run had no scan URL, or the history was empty.</p>';
  }
  const start = spans.reduce((min, s) => s.first < min ? s.first : min, spans[0]?.first ?? 0n);
  const end = spans.reduce((max, s) => s.last > max ? s.last : max, spans[0]?.last ?? 0n);
  const range = end - start > 0n ? end - start : 1n;
  const x = (nanos) => LABEL + Number((nanos - start) * BigInt(WIDTH - LABEL - 10) / range);
  const parts = [];
  let y = 10;
  for (const span of spans) {
    const from = x(span.first);
    const width2 = Math.max(2, x(span.last) - from);
    parts.push(
      `<text x="0" y="${y + 13}">migration ${span.id}</text>`,
      `<rect x="${from}" y="${y + 2}" width="${width2}" height="${ROW - 6}" fill="#0969da" fill-opacity="0.35"><title>migration ${span.id}</title></rect>`
    );
    y += ROW;
  }
  parts.push(`<text x="0" y="${y + 13}">sampled items</text>`);
  for (const sample2 of samples) {
    const at = nanosOf(sample2.recordTime);
    if (at === null) continue;
    parts.push(`<line x1="${x(at)}" x2="${x(at)}" y1="${y + 3}" y2="${y + ROW - 3}" stroke="#57606a"/>`);
  }
  const lastAt = last ? nanosOf(last.recordTime) : null;
  if (lastAt !== null) {
    parts.push(
      `<polygon points="${x(lastAt) - 5},${y + ROW} ${x(lastAt) + 5},${y + ROW} ${x(lastAt)},${y + ROW - 8}" fill="#cf222e"><title>last item: ${escapeHtml(last?.recordTime ?? "")}</title></polygon>`
    );
  }
  y += ROW + 4;
  parts.push(
    `<text x="0" y="${y + 13}" font-weight="bold">cursors by check</text>`,
    `<text x="${LABEL}" y="${y + 13}" class="legend">the migrations' spans end to end, start to end</text>`
  );
  y += ROW;
  const cell = (WIDTH - LABEL - 10) / SPREAD_CELLS;
  for (const check2 of report.checks) {
    const spread = check2.evidence?.coverage?.spread;
    if (!spread || spread.every((n) => n === 0)) continue;
    const most = Math.max(...spread);
    parts.push(`<text x="0" y="${y + 13}">${escapeHtml(check2.id)}</text>`);
    spread.forEach((count, i) => {
      if (count === 0) return;
      const opacity = (0.2 + 0.8 * count / most).toFixed(2);
      parts.push(
        `<rect x="${(LABEL + i * cell).toFixed(1)}" y="${y + 3}" width="${cell.toFixed(1)}" height="${ROW - 6}" fill="#1a7f37" fill-opacity="${opacity}"><title>${count} cursor${count === 1 ? "" : "s"}</title></rect>`
      );
    });
    parts.push(
      `<rect x="${LABEL}" y="${y + 3}" width="${WIDTH - LABEL - 10}" height="${ROW - 6}" fill="none" stroke="#d0d7de"/>`
    );
    y += ROW;
  }
  const height = y + 10;
  const caption = `${spans.length} migration${spans.length === 1 ? "" : "s"} from ${escapeHtml(migrations[0]?.first.recordTime ?? "")} to ${escapeHtml(last?.recordTime ?? "")}; the map took ${report.history.requests} requests` + (report.history.complete ? "" : " and is incomplete");
  return [
    '<figure class="history">',
    `<svg viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${caption}">${parts.join("")}</svg>`,
    `<figcaption>${caption}.</figcaption>`,
    "</figure>"
  ].join("\n");
}

// conformance/report/html.ts
function htmlReport(report) {
  const verdict = runVerdict(report);
  const title = `token-registry-kit conformance: ${verdict.text}`;
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The file needs nothing from anywhere: no request may leave it, whatever a target's text holds.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${REPORT_CSS}</style>`,
    "</head>",
    "<body>",
    "<header>",
    `<h1>token-registry-kit conformance <span class="verdict ${verdict.kind}">${escapeHtml(verdict.text)}</span></h1>`,
    runFacts(report),
    "</header>",
    "<main>",
    summary(report),
    report.notStarted ? notStarted(report.notStarted) : "",
    '<section aria-labelledby="history-title">',
    '<h2 id="history-title">The history and where the checks looked</h2>',
    historyPicture(report),
    "</section>",
    checksSection(report),
    notes(report),
    "</main>",
    `<script>${REPORT_SCRIPT}</script>`,
    "</body>",
    "</html>",
    ""
  ].join("\n");
}
function runVerdict(report) {
  if (report.notStarted) return { kind: "error", text: "not started" };
  return report.exitCode === 0 ? { kind: "passed", text: "passed" } : { kind: "failed", text: "failed" };
}
var row = (name, value) => `<tr><th scope="row">${name}</th><td>${value}</td></tr>`;
var code = (text2) => `<code>${escapeHtml(text2)}</code>`;
function runFacts(report) {
  const targets = Object.entries(report.target).filter(([, url]) => typeof url === "string" && url !== "").map(([group, url]) => `${escapeHtml(group)} ${code(String(url))}`).join("<br>");
  return [
    '<table class="facts">',
    row("Target", targets || "none"),
    row("Started", escapeHtml(report.startedAt)),
    row("Duration", `${(report.durationMs / 1e3).toFixed(1)} s`),
    row("Seed, runs", `${report.seed}, ${report.runs} per check`),
    row("Requests", report.requests.toLocaleString("en-US")),
    row("Dialect", escapeHtml(report.dialect)),
    row("TLS", report.tls.insecure ? "<strong>not checked (--insecure)</strong>" : "checked"),
    row("Exit code", String(report.exitCode)),
    row("Kit", `${escapeHtml(report.kit.name)} ${escapeHtml(report.kit.version)}`),
    "</table>"
  ].join("\n");
}
var VERDICTS = ["passed", "failed", "inconclusive", "skipped", "error"];
function summary(report) {
  const cells = VERDICTS.map((v) => `<li class="${v}"><span class="count">${report.summary[v]}</span> ${v}</li>`).join(
    ""
  );
  const filters = ["all", "not passed", ...VERDICTS].map((f) => `<button type="button" data-filter="${f}" aria-pressed="${f === "all"}">${f}</button>`).join("");
  return [
    '<section aria-labelledby="summary-title">',
    '<h2 id="summary-title">Summary</h2>',
    `<ul class="summary">${cells}</ul>`,
    `<div class="filters" role="group" aria-label="Show checks">${filters}</div>`,
    "</section>"
  ].join("\n");
}
function notStarted(reason) {
  return [
    '<section class="not-started" aria-labelledby="not-started-title">',
    '<h2 id="not-started-title">The run did not start</h2>',
    `<p>${escapeHtml(reason.reason)}</p>`,
    `<pre>${escapeHtml(reason.error)}</pre>`,
    "</section>"
  ].join("\n");
}
function checksSection(report) {
  const rows = report.checks.map(checkRow).join("\n");
  return [
    '<section aria-labelledby="checks-title">',
    '<h2 id="checks-title">Checks</h2>',
    '<table class="checks">',
    // A fixed layout, its narrow columns given widths: a long value (JSON without spaces, a 138-character id) wraps
    // inside the check's column instead of widening the table past the window.
    '<thead><tr><th scope="col">Check</th><th scope="col" class="op">Operation</th><th scope="col" class="verdict-col">Verdict</th><th scope="col" class="evidence">Evidence</th><th scope="col" class="time">Time</th></tr></thead>',
    `<tbody>${rows}</tbody>`,
    "</table>",
    "</section>"
  ].join("\n");
}
function checkRow(result) {
  const evidence = result.evidence;
  const seen = evidence ? [
    `${escapeHtml(examinedText(evidence))} of ${evidence.needs} needed`,
    `${evidence.requests} requests${evidence.requests > 0 ? `: ${escapeHtml(answersText(evidence))}` : ""}`,
    evidence.coverage ? escapeHtml(describeCoverage(evidence.coverage)) : ""
  ].filter((line) => line !== "").join("<br>") : "";
  const details = detailsOf(result);
  return [
    `<tr class="check ${result.verdict}" data-verdict="${result.verdict}" id="check-${escapeHtml(result.id)}">`,
    `<td><strong>${escapeHtml(result.id)}</strong><br><span class="title">${escapeHtml(result.title)}</span>` + details + "</td>",
    `<td>${escapeHtml(result.operation)}</td>`,
    `<td><span class="verdict ${result.verdict}">${result.verdict}</span></td>`,
    `<td>${seen}</td>`,
    `<td>${(result.durationMs / 1e3).toFixed(1)} s</td>`,
    "</tr>"
  ].join("");
}
function detailsOf(result) {
  const parts = [];
  const f = result.failure;
  if (f) {
    parts.push(
      `<dl><dt>Expected</dt><dd>${escapeHtml(f.expected)}</dd><dt>Received</dt><dd>${escapeHtml(f.received)}</dd></dl>`,
      `<h4>Counterexample (shrunk ${f.shrinks} time${f.shrinks === 1 ? "" : "s"})</h4>`,
      `<pre>${escapeHtml(JSON.stringify(f.counterexample, null, 2) ?? "undefined")}</pre>`,
      ...f.curl ? ["<h4>Reproduce with</h4>", `<pre class="command">${escapeHtml(f.curl)}</pre>`] : [],
      "<h4>Replay</h4>",
      `<pre class="command">${escapeHtml(f.replay)}</pre>`
    );
  }
  if (result.reason) parts.push(`<p class="reason">${escapeHtml(result.reason)}</p>`);
  if (result.warnings.length > 0) {
    const items2 = result.warnings.map((w) => `<li>${escapeHtml(w.text)} (${w.count}x)</li>`).join("");
    parts.push(`<h4>Warnings</h4><ul>${items2}</ul>`);
  }
  if (parts.length === 0) return "";
  const label = f ? "failure" : result.reason ? "why" : "warnings";
  return `<details${f ? " open" : ""}><summary>${label}</summary>${parts.join("\n")}</details>`;
}
function notes(report) {
  const lines = [
    `Facts from ${escapeHtml(report.facts.source)}.`,
    ...report.facts.notes.map(escapeHtml),
    ...report.facts.problem ? [`Problem: ${escapeHtml(report.facts.problem)}`] : [],
    ...report.maxDurationPassed ? [`The run passed --max-duration (${report.maxDurationSeconds} s).`] : []
  ];
  return [
    '<section aria-labelledby="notes-title">',
    '<h2 id="notes-title">Notes</h2>',
    `<ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul>`,
    "</section>"
  ].join("\n");
}

// conformance/report/files.ts
var ReportDirError = class extends KitError {
  name = "ReportDirError";
  exitCode = 2;
};
function prepareReportDir(dir) {
  const missing = [];
  let at = resolve2(dir);
  for (; ; ) {
    try {
      const stat = statSync(at);
      if (!stat.isDirectory()) throw new ReportDirError(`--report-dir ${dir}: ${at} is not a directory`);
      accessSync(at, constants2.W_OK);
      break;
    } catch (error) {
      if (error instanceof ReportDirError) throw error;
      const code3 = error.code;
      if (code3 !== "ENOENT" || dirname2(at) === at)
        throw new ReportDirError(`--report-dir ${dir}: ${at} cannot be written (${code3 ?? "error"})`);
      missing.unshift(at);
      at = dirname2(at);
    }
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      throw new ReportDirError(
        `--report-dir ${dir}: cannot make ${folder} (${error.code ?? "error"})`
      );
    }
  }
}
function writeReports(run2, formats, dir) {
  if (formats.length === 0) return [];
  prepareReportDir(dir);
  const files = {
    junit: { name: "conformance.junit.xml", text: () => run2.junit },
    json: { name: "conformance.json", text: () => jsonReport(run2.report) },
    html: { name: "conformance.html", text: () => htmlReport(run2.report) }
  };
  return formats.map((format) => {
    const path = join2(dir, files[format].name);
    writeFileSync(path, files[format].text());
    return path;
  });
}

// conformance/kit.ts
function withUnreportedDefects(facts, defects, results) {
  const ran = new Set(results.map((r) => r.id));
  const unreported = defects.filter((d) => !ran.has(d.check));
  if (unreported.length === 0) return facts;
  return {
    ...facts,
    notes: [
      ...facts.notes,
      ...unreported.map((d) => `${d.check} (not selected) would fail: expected ${d.expected}; received ${d.received}`)
    ]
  };
}
async function runKit(options) {
  const started = performance.now();
  const startedAt = (/* @__PURE__ */ new Date()).toISOString();
  const { facts, onProgress, onNotStarted, ...rest } = options;
  const config = { ...defaultKitConfig, ...rest };
  const redact = redactorOf(config.headers, config.target);
  const checks = selectChecks(config);
  const emit = onProgress ? (event) => onProgress(redactDeep(event, redact)) : () => {
  };
  const about = (requests2) => ({
    version: packageVersion,
    startedAt,
    target: config.target,
    dialect: config.dialect,
    seed: config.seed,
    runs: config.runs,
    failOnSkip: config.failOnSkip,
    requests: requests2,
    durationMs: performance.now() - started,
    tls: { insecure: config.insecure, ...config.caFile ? { caFile: config.caFile } : {} },
    maxDurationMs: config.maxDurationMs
  });
  let requests = () => 0;
  let session;
  try {
    session = await openSession(config, facts, emit, checks, (count) => requests = count);
  } catch (error) {
    redactError(error, redact);
    if (onNotStarted && error instanceof KitError && error.exitCode === 3) {
      const record4 = redactDeep(
        {
          ...about(requests()),
          results: [],
          facts: noFacts,
          map: historyReport(emptyMap),
          exitCode: 3,
          maxDurationPassed: false,
          notStarted: { error: error.name, reason: error.message }
        },
        redact
      );
      onNotStarted({ ...record4, report: jsonReportOf(record4), junit: junitReport(record4) });
    }
    throw error;
  }
  let results;
  try {
    emit({ kind: "facts", facts: session.ctx.facts, checks: checks.length, seed: config.seed });
    results = await runChecks(
      session,
      checks,
      (done, total, check2, result) => emit(result ? { kind: "result", done, total, result } : { kind: "check", done, total, id: check2.id })
    );
  } catch (error) {
    throw redactError(error, redact);
  } finally {
    session.close();
  }
  const record3 = redactDeep(
    {
      ...about(session.requests()),
      results,
      facts: withUnreportedDefects(session.ctx.facts, session.defects, results),
      map: historyReport(session.ctx.map),
      exitCode: exitCodeOf({ results, failOnSkip: config.failOnSkip }),
      // The deadline cut the run short: a check says so (having passed it once every check had run cuts nothing).
      maxDurationPassed: results.some(
        (r) => r.verdict === "error" && r.reason?.includes(session.deadline.text) === true
      )
    },
    redact
  );
  return { ...record3, report: jsonReportOf(record3), junit: junitReport(record3) };
}

// conformance/cli.ts
var urlFlags = GROUPS.map((group) => `--${group}-url`);
var checkHelp = helpText(
  `Usage: token-registry-kit check (--base-url URL | ${urlFlags.map((flag) => `${flag} URL`).join(" ")}) [options]`,
  "Run the conformance checks against a deployment.\nExit codes: 0 all passed, 1 a check failed or could not finish (or was skipped, with --fail-on-skip), 2 usage, profile or config error, 3 target unreachable or set up wrong (the reports asked for are written, saying why).\nGuides: docs/kit.md (options, checks, exit codes, reports); docs/ci.md (in CI); docs/reading-a-failure.md.",
  checkOptions
);
function tableWidth(output, env) {
  const columns = env["COLUMNS"];
  if (columns !== void 0 && /^\d{1,4}$/.test(columns.trim()) && Number(columns) >= 40) return Number(columns);
  return output.columns !== void 0 && output.columns >= 40 ? output.columns : DEFAULT_TABLE_WIDTH;
}
var CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]|\r(?!\n)/g;
var visibleText = (text2) => text2.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
var REWRITE = "\r\x1B[2K";
function progressPrinter(io, raw) {
  let shown2 = false;
  let lastAt = -Infinity;
  let lastPages = 0;
  const EVERY_MS = 5e3;
  const EVERY_PAGES = 25;
  const show = (line, force = false) => {
    if (io.tty) {
      raw.err(REWRITE);
      io.err(line);
      shown2 = true;
    } else if (force || performance.now() - lastAt >= EVERY_MS) {
      io.err(`${line}
`);
      lastAt = performance.now();
    }
  };
  const clear = () => {
    if (shown2) raw.err(REWRITE);
    shown2 = false;
  };
  const onProgress = (event) => {
    switch (event.kind) {
      case "waiting":
        show(
          `token-registry-kit: waiting for the ${event.group} URL ${event.url} (${Math.round(event.waitedMs / 1e3)} s of ${event.limitMs / 1e3} s): ${event.reason}`
        );
        return;
      case "discovery": {
        const { progress } = event;
        const f = progress.found;
        if (progress.phase === "locating") {
          show("token-registry-kit: mapping the history (each migration's first and last item, items across it)");
          return;
        }
        const line = `token-registry-kit: discovering facts (reading back from the end): ${progress.requests} requests, ${progress.pages} pages, ${progress.items.toLocaleString("en-US")} events; found ${f.knownAllocations} live allocations, ${f.reassigningAllocations} in reassignment, ${f.withdrawnAllocations} withdrawn, ${f.partiesWithEntry} parties with an entry, ${f.factoryChoiceArguments ? "factory arguments" : "no factory arguments"}`;
        const pageStep = progress.pages - lastPages >= EVERY_PAGES;
        if (pageStep) lastPages = progress.pages;
        show(line, !io.tty && pageStep);
        return;
      }
      case "facts":
        clear();
        io.err(`token-registry-kit: ${event.checks} checks, seed ${event.seed}, facts from ${event.facts.source}
`);
        for (const note of event.facts.notes) io.err(`  note: ${note}
`);
        return;
      case "check":
        if (io.tty) show(`[${String(event.done).padStart(2)}/${event.total}] ${event.id} ...`);
        return;
      case "result": {
        const line = `[${String(event.done).padStart(2)}/${event.total}] ${event.result.id}: ${event.result.verdict}`;
        if (io.tty) show(line);
        else io.err(`${line}
`);
        return;
      }
    }
  };
  return { onProgress, done: clear };
}
async function checkCommand(given, env, output) {
  let io = output;
  if (given.list) {
    io.out(`${allChecks.map((c) => `${c.id.padEnd(24)} ${c.operation.padEnd(4)} ${c.title}`).join("\n")}
`);
    return 0;
  }
  const config = kitConfigOf(given, env, () => Math.floor(Math.random() * 2 ** 31));
  selectChecks(config);
  const redact = redactorOf(config.headers, config.target);
  io = {
    ...output,
    out: (text2) => output.out(visibleText(redact(text2))),
    err: (text2) => output.err(visibleText(redact(text2)))
  };
  if (config.reports.length > 0) prepareReportDir(config.reportDir);
  if (groupsOf(config.target).length === 0) {
    throw new UsageError(
      `no target: give --base-url, or ${urlFlags.slice(0, -1).join(", ")} and/or ${urlFlags.at(-1) ?? ""} (see check --help)`
    );
  }
  if (config.insecure) io.err(`${PROGRAM}: ${insecureWarning}
`);
  const progress = progressPrinter(io, output);
  let run2;
  let notStarted2 = null;
  try {
    run2 = await runKit({ ...config, onProgress: progress.onProgress, onNotStarted: (r) => notStarted2 = r });
  } catch (error) {
    progress.done();
    if (notStarted2)
      for (const path of writeReports(notStarted2, config.reports, config.reportDir))
        io.err(`${PROGRAM}: wrote ${path}
`);
    const ending = endingOf(redactError(error, redact), PROGRAM);
    io.err(ending.line);
    return ending.exitCode;
  }
  progress.done();
  const failures = run2.results.filter((r) => r.verdict === "failed").map(formatFailure);
  if (failures.length > 0) io.out(`${failures.join("\n\n")}

`);
  const warnings = formatWarnings(run2);
  if (warnings) io.out(`${warnings}

`);
  io.out(`${summaryTable(run2, tableWidth(output, env))}
`);
  for (const path of writeReports(run2, config.reports, config.reportDir)) io.err(`${PROGRAM}: wrote ${path}
`);
  return run2.exitCode;
}

// conformance/report/github.ts
var MAX_VALUE_CHARS = 4e3;
var MAX_SUMMARY_BYTES = 512 * 1024;
var escapeData = (text2) => text2.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
var escapeProperty = (text2) => escapeData(text2).replace(/:/g, "%3A").replace(/,/g, "%2C");
function workflowCommand(name, properties, message) {
  const props = Object.entries(properties).map(([key, value]) => `${key}=${escapeProperty(value)}`).join(",");
  return `::${name}${props === "" ? "" : ` ${props}`}::${escapeData(message)}
`;
}
function cut(text2, limit = MAX_VALUE_CHARS) {
  return text2.length <= limit ? text2 : `${text2.slice(0, limit)}... (${text2.length - limit} more characters in the reports)`;
}
function codeSpan(text2) {
  const flat = text2.replace(/\r\n?|\n/g, " ");
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad2 = flat.startsWith("`") || flat.endsWith("`") || flat === "" ? " " : "";
  return `${fence}${pad2}${flat}${pad2}${fence}`;
}
function codeBlock(text2, language = "") {
  const longest = Math.max(2, ...[...text2.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}
${text2.replace(/\r\n?/g, "\n")}
${fence}`;
}
var markdownText = (text2) => text2.replace(/[\\`*_{}[\]()<>#+!|~&]/g, (c) => `\\${c}`);
var failsRun = (check2, failOnSkip) => check2.verdict === "failed" || check2.verdict === "error" || check2.verdict === "inconclusive" || check2.verdict === "skipped" && failOnSkip;
var plural2 = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
var seconds = (ms) => `${(ms / 1e3).toFixed(1)} s`;
function outcome(report) {
  const s = report.summary;
  const counts = [
    s.failed > 0 ? `${s.failed} failed` : "",
    s.error > 0 ? plural2(s.error, "error") : "",
    s.inconclusive > 0 ? `${s.inconclusive} inconclusive` : "",
    s.skipped > 0 ? `${s.skipped} skipped` : "",
    `${s.passed} passed`
  ].filter((part) => part !== "");
  return counts.join(", ");
}
function failureBlock(check2, redact) {
  const f = check2.failure;
  const parts = [
    `### ${codeSpan(check2.id)} failed: ${markdownText(redact(check2.title))} (operation ${check2.operation})`
  ];
  if (!f) return parts.concat(["", codeBlock(cut(redact(check2.reason ?? "no detail")))]).join("\n");
  parts.push(
    "",
    "Expected:",
    "",
    codeBlock(cut(redact(f.expected))),
    "",
    "Received:",
    "",
    codeBlock(cut(redact(f.received))),
    "",
    `Counterexample (shrunk ${plural2(f.shrinks, "time")}):`,
    "",
    codeBlock(cut(redact(JSON.stringify(f.counterexample) ?? "undefined"), 1e3), "json")
  );
  if (f.curl) parts.push("", "Reproduce with:", "", codeBlock(cut(redact(f.curl)), "sh"));
  parts.push("", "Replay:", "", codeBlock(cut(redact(f.replay)), "sh"));
  return parts.join("\n");
}
function jobSummary(report, redact, place2) {
  const targets = Object.entries(report.target).map(([group, url]) => `${group} ${codeSpan(redact(String(url)))}`);
  const where = place2.artifact ? `the artifact ${codeSpan(place2.artifact)} (${codeSpan("conformance.html")}, ${codeSpan("conformance.json")}, ${codeSpan("conformance.junit.xml")})` : `${codeSpan(place2.dir)}`;
  const head = [
    `## token-registry-kit conformance: ${report.exitCode === 0 ? "passed" : "failed"}`,
    "",
    `${report.notStarted ? "Stopped at its first contact with the target" : outcome(report)} in ${seconds(report.durationMs)}, ${plural2(report.requests, "request")}, seed ${report.seed} (${report.runs} examples per property, dialect ${report.dialect}${report.tls.insecure ? ", TLS not verified: --insecure" : ""}). Target: ${targets.join(", ") || "none"}. The reports: ${where}.`
  ];
  if (report.notStarted) {
    head.push("", `The run did not start: ${codeSpan(cut(redact(report.notStarted.error)))}`);
    head.push("", codeBlock(cut(redact(report.notStarted.reason))));
  }
  if (report.maxDurationPassed) head.push("", `Stopped at --max-duration (${report.maxDurationSeconds} s).`);
  const table = [
    "| check | op | verdict | examples | requests | time |",
    "| --- | --- | --- | ---: | ---: | ---: |",
    ...report.checks.map((c) => {
      const verdict = failsRun(c, report.failOnSkip) ? `**${c.verdict}**` : c.verdict;
      const requests = c.evidence ? String(c.evidence.requests) : "";
      return `| ${codeSpan(c.id)} | ${c.operation} | ${verdict} | ${c.examples} | ${requests} | ${seconds(c.durationMs)} |`;
    })
  ];
  const notRun = report.notRun.map((n) => `- ${codeSpan(n.id)} ${n.verdict}: ${codeSpan(cut(redact(n.reason), 1e3))}`);
  const sections = [
    head.join("\n"),
    report.checks.length > 0 ? table.join("\n") : "",
    notRun.length > 0 ? `Not run, or not seen enough:

${notRun.join("\n")}` : ""
  ].filter((s) => s !== "");
  let text2 = sections.join("\n\n");
  let bytes = Buffer.byteLength(text2);
  const failures = report.checks.filter((c) => c.verdict === "failed");
  const left = [];
  for (const check2 of failures) {
    const block = `

${failureBlock(check2, redact)}`;
    const more = Buffer.byteLength(block);
    if (left.length === 0 && bytes + more <= MAX_SUMMARY_BYTES - 2e3) {
      text2 += block;
      bytes += more;
    } else left.push(check2.id);
  }
  if (left.length > 0) {
    const ids = cut(left.map(codeSpan).join(", "), 1500);
    text2 += `

${plural2(left.length, "more failure")} past the summary's bound: ${ids}; each is in the reports.`;
  }
  return `${text2}
`;
}
function annotations(report, redact) {
  const lines = [];
  if (report.notStarted) {
    lines.push(
      workflowCommand(
        "error",
        { title: "token-registry-kit: the run did not start" },
        cut(redact(`${report.notStarted.error}
${report.notStarted.reason}`))
      )
    );
  }
  for (const check2 of report.checks) {
    if (check2.verdict === "passed") continue;
    const fails = failsRun(check2, report.failOnSkip);
    if (!fails && check2.verdict !== "skipped") continue;
    const title = `${check2.id} ${check2.verdict}: ${check2.title} (operation ${check2.operation})`;
    const f = check2.failure;
    const value = (text2) => cut(redact(text2));
    const message = f ? [
      `Expected: ${value(f.expected)}`,
      `Received: ${value(f.received)}`,
      ...f.curl ? [`Reproduce with: ${value(f.curl)}`] : [],
      `Replay: ${value(f.replay)}`
    ].join("\n") : value(check2.reason ?? check2.verdict);
    lines.push(workflowCommand(fails ? "error" : "warning", { title: redact(title) }, message));
  }
  return lines.join("");
}
function maskCommands(secrets, minimum) {
  return [...new Set(secrets)].filter((secret) => secret.length >= minimum).map((secret) => `::add-mask::${escapeData(secret)}
`).join("");
}

// cli/github-action.ts
var ACTION_REPORTS = "junit,json,html";
function looseHeaders(text2) {
  const headers = {};
  (text2 ?? "").split(/\r?\n/).filter((line) => line.trim() !== "").forEach((line, i) => {
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim().toLowerCase() : "";
    headers[name === "" || name in headers ? `header ${i + 1}` : name] = (colon > 0 ? line.slice(colon + 1) : line).trim();
  });
  return headers;
}
var modified = (path) => statSync2(path, { throwIfNoEntry: false })?.mtimeMs ?? null;
async function runAction(env, output) {
  if (env["GITHUB_ACTIONS"] !== "true") {
    const ending = endingOf(
      new UsageError(
        "action/check.mjs runs in a GitHub Actions step only (GITHUB_ACTIONS=true): it would print the header values; run token-registry-kit check"
      ),
      PROGRAM
    );
    output.err(ending.line);
    return ending.exitCode;
  }
  const headers = looseHeaders(env["TRK_HEADERS"]);
  const urls = targetOf(
    env["TRK_BASE_URL"] || void 0,
    (group) => env[`TRK_${group.toUpperCase()}_URL`] || void 0
  );
  output.out(
    maskCommands(
      secretsOf(headers, urls).map((s) => s.value),
      MIN_FREE_REDACTION
    )
  );
  const redact = redactorOf(headers, urls);
  let lastError = "";
  const io = {
    out: (text2) => output.out(redact(text2)),
    err: (text2) => {
      const said2 = redact(text2);
      if (said2.startsWith(`${PROGRAM}: `)) lastError = said2.trim();
      output.out(said2);
    },
    tty: false
  };
  const reportDir = env["TRK_REPORT_DIR"] || defaultKitConfig.reportDir;
  const jsonPath = join3(reportDir, "conformance.json");
  const before = modified(jsonPath);
  const token = randomUUID().replace(/-/g, "");
  output.out(`::stop-commands::${token}
`);
  let code3;
  try {
    code3 = await checkCommand({}, { ...env, TRK_REPORT: ACTION_REPORTS }, io);
  } catch (error) {
    const ending = endingOf(error, PROGRAM);
    io.err(ending.line);
    code3 = ending.exitCode;
  }
  output.out(`::${token}::
`);
  const after = modified(jsonPath);
  const report = after !== null && after !== before ? JSON.parse(readFileSync5(jsonPath, "utf8")) : null;
  const artifact = env["UPLOAD"] === "true" ? env["ARTIFACT_NAME"] : void 0;
  let summary2;
  if (report) {
    summary2 = jobSummary(report, redact, { dir: reportDir, ...artifact ? { artifact } : {} });
    output.out(annotations(report, redact));
  } else {
    const line = lastError || `${PROGRAM}: the check ended with exit code ${code3} and wrote no report`;
    summary2 = `## token-registry-kit conformance: did not run

${codeSpan(line)}
`;
    output.out(workflowCommand("error", { title: "token-registry-kit: the check did not run" }, line));
  }
  const summaryFile = env["GITHUB_STEP_SUMMARY"];
  if (summaryFile) appendFileSync(summaryFile, summary2);
  return code3;
}

// cli/action-bin.ts
var code2 = await runAction(process.env, {
  out: (text2) => void process.stdout.write(text2),
  err: (text2) => void process.stderr.write(text2),
  tty: false
});
process.stdout.write("", () => process.stderr.write("", () => process.exit(code2)));
