"""Small stand-ins for Hugging Face's GPT-2 and GPT-NeoX, for testing what reads them without the
`transformers` package (Debian has none): the same class names, module tree, parameter names, config
fields and forward signature (`model(input_ids, attention_mask=None, labels=None,
output_attentions=False)` returning an output whose `attentions` is a tuple of (B, H, T, T)).

GPT-2's equations are those of tests/reference/hf_gpt2.py (Conv1D weights [in, out], pre-LN blocks,
learned positions, the output layer tied to wte). The NeoX stand-in keeps NeoX's names and its
parallel residual but learned positions instead of rotary ones: it is a shape to probe, not a
reference.
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class Config:
    """A PretrainedConfig's fields as attributes, and to_dict()."""

    def __init__(self, **fields):
        self.__dict__.update(fields)

    def to_dict(self):
        return dict(self.__dict__)


class Output(dict):
    """ModelOutput's two ways in: out["attentions"] and out.attentions."""

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def _attend(q, k, v, attention_mask):
    """softmax(q kᵀ / √d + causal and padding masks) v, HF's additive masks: a masked score gets the
    dtype's lowest value. q, k, v: (B, H, T, d); attention_mask (B, T) of 1 and 0 or None."""
    T = q.shape[-2]
    scores = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])               # (B, H, T, T)
    causal = torch.ones(T, T, dtype=torch.bool, device=q.device).tril()
    lowest = torch.finfo(scores.dtype).min
    scores = torch.where(causal, scores, torch.full_like(scores, lowest))
    if attention_mask is not None:
        scores = scores + (1.0 - attention_mask[:, None, None, :].to(scores.dtype)) * lowest
    weights = torch.softmax(scores, dim=-1)
    return weights @ v, weights


def _split(x, heads):
    B, T, C = x.shape
    return x.view(B, T, heads, C // heads).transpose(1, 2)                   # (B, H, T, d)


def _merge(x):
    B, H, T, d = x.shape
    return x.transpose(1, 2).reshape(B, T, H * d)


def _lm_loss(logits, labels):
    return F.cross_entropy(logits[:, :-1].reshape(-1, logits.shape[-1]), labels[:, 1:].reshape(-1))


# --- GPT-2 -------------------------------------------------------------------------------------------

class Conv1D(nn.Module):
    """y = x W + b with W [in, out] (GPT-2's transposed Linear)."""

    def __init__(self, n_in, n_out):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(n_in, n_out) * 0.02)
        self.bias = nn.Parameter(torch.zeros(n_out))

    def forward(self, x):
        return x @ self.weight + self.bias


class GPT2Attention(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.heads, self.width = c.n_head, c.n_embd
        self.c_attn = Conv1D(c.n_embd, 3 * c.n_embd)
        self.c_proj = Conv1D(c.n_embd, c.n_embd)

    def forward(self, h, attention_mask):
        q, k, v = self.c_attn(h).split(self.width, dim=-1)
        context, weights = _attend(_split(q, self.heads), _split(k, self.heads), _split(v, self.heads),
                                   attention_mask)
        return self.c_proj(_merge(context)), weights


class GPT2MLP(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.c_fc = Conv1D(c.n_embd, 4 * c.n_embd)
        self.c_proj = Conv1D(4 * c.n_embd, c.n_embd)

    def forward(self, x):
        return self.c_proj(F.gelu(self.c_fc(x), approximate="tanh"))


class GPT2Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.ln_1 = nn.LayerNorm(c.n_embd, eps=c.layer_norm_epsilon)
        self.attn = GPT2Attention(c)
        self.ln_2 = nn.LayerNorm(c.n_embd, eps=c.layer_norm_epsilon)
        self.mlp = GPT2MLP(c)

    def forward(self, h, attention_mask):
        a, weights = self.attn(self.ln_1(h), attention_mask)
        h = h + a
        return h + self.mlp(self.ln_2(h)), weights


class GPT2Model(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.wte = nn.Embedding(config.vocab_size, config.n_embd)
        self.wpe = nn.Embedding(config.n_positions, config.n_embd)
        self.h = nn.ModuleList(GPT2Block(config) for _ in range(config.n_layer))
        self.ln_f = nn.LayerNorm(config.n_embd, eps=config.layer_norm_epsilon)
        nn.init.normal_(self.wte.weight, std=0.02)
        nn.init.normal_(self.wpe.weight, std=0.01)

    def forward(self, input_ids, attention_mask=None, output_attentions=False):
        T = input_ids.shape[1]
        h = self.wte(input_ids) + self.wpe(torch.arange(T, device=input_ids.device))[None]
        attentions = []
        for block in self.h:
            h, weights = block(h, attention_mask)
            attentions.append(weights)
        return Output(last_hidden_state=self.ln_f(h),
                      attentions=tuple(attentions) if output_attentions else None)


class GPT2LMHeadModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.transformer = GPT2Model(config)
        self.lm_head = nn.Linear(config.n_embd, config.vocab_size, bias=False)
        self.lm_head.weight = self.transformer.wte.weight  # tied, as GPT-2's

    def forward(self, input_ids, attention_mask=None, labels=None, output_attentions=False):
        out = self.transformer(input_ids, attention_mask=attention_mask, output_attentions=output_attentions)
        logits = self.lm_head(out.last_hidden_state)
        loss = _lm_loss(logits, labels) if labels is not None else None
        return Output(loss=loss, logits=logits, attentions=out.attentions)


def gpt2(vocab_size=40, n_embd=32, n_head=4, n_layer=2, n_positions=48, seed=0):
    torch.manual_seed(seed)
    config = Config(model_type="gpt2", architectures=["GPT2LMHeadModel"], vocab_size=vocab_size,
                    n_embd=n_embd, n_head=n_head, n_layer=n_layer, n_positions=n_positions,
                    layer_norm_epsilon=1e-5,
                    activation_function="gelu_new", bos_token_id=vocab_size - 1, eos_token_id=vocab_size - 1,
                    tie_word_embeddings=True, torch_dtype=torch.float32)
    return GPT2LMHeadModel(config)


# --- GPT-NeoX ----------------------------------------------------------------------------------------

class GPTNeoXAttention(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.heads, self.width = c.num_attention_heads, c.hidden_size
        self.query_key_value = nn.Linear(c.hidden_size, 3 * c.hidden_size)
        self.dense = nn.Linear(c.hidden_size, c.hidden_size)

    def forward(self, h, attention_mask):
        B, T, C = h.shape
        qkv = self.query_key_value(h).view(B, T, self.heads, 3 * (C // self.heads)).transpose(1, 2)
        q, k, v = qkv.chunk(3, dim=-1)                                      # NeoX's per-head q, k, v
        context, weights = _attend(q, k, v, attention_mask)
        return self.dense(_merge(context)), weights


class GPTNeoXMLP(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.dense_h_to_4h = nn.Linear(c.hidden_size, c.intermediate_size)
        self.dense_4h_to_h = nn.Linear(c.intermediate_size, c.hidden_size)

    def forward(self, x):
        return self.dense_4h_to_h(F.gelu(self.dense_h_to_4h(x)))


class GPTNeoXLayer(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(c.hidden_size, eps=c.layer_norm_eps)
        self.post_attention_layernorm = nn.LayerNorm(c.hidden_size, eps=c.layer_norm_eps)
        self.attention = GPTNeoXAttention(c)
        self.mlp = GPTNeoXMLP(c)

    def forward(self, h, attention_mask):
        a, weights = self.attention(self.input_layernorm(h), attention_mask)
        return h + a + self.mlp(self.post_attention_layernorm(h)), weights  # the parallel residual


class GPTNeoXModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embed_in = nn.Embedding(config.vocab_size, config.hidden_size)
        self.embed_positions = nn.Embedding(config.max_position_embeddings, config.hidden_size)
        self.layers = nn.ModuleList(GPTNeoXLayer(config) for _ in range(config.num_hidden_layers))
        self.final_layer_norm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, input_ids, attention_mask=None, output_attentions=False):
        T = input_ids.shape[1]
        h = self.embed_in(input_ids) + self.embed_positions(torch.arange(T, device=input_ids.device))[None]
        attentions = []
        for layer in self.layers:
            h, weights = layer(h, attention_mask)
            attentions.append(weights)
        return Output(last_hidden_state=self.final_layer_norm(h),
                      attentions=tuple(attentions) if output_attentions else None)


class GPTNeoXForCausalLM(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.gpt_neox = GPTNeoXModel(config)
        self.embed_out = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids, attention_mask=None, labels=None, output_attentions=False):
        out = self.gpt_neox(input_ids, attention_mask=attention_mask, output_attentions=output_attentions)
        logits = self.embed_out(out.last_hidden_state)
        loss = _lm_loss(logits, labels) if labels is not None else None
        return Output(loss=loss, logits=logits, attentions=out.attentions)


def gpt_neox(vocab_size=40, hidden_size=32, heads=4, layers=2, positions=48, seed=0):
    torch.manual_seed(seed)
    config = Config(model_type="gpt_neox", architectures=["GPTNeoXForCausalLM"], vocab_size=vocab_size,
                    hidden_size=hidden_size, num_attention_heads=heads, num_hidden_layers=layers,
                    intermediate_size=4 * hidden_size, max_position_embeddings=positions, layer_norm_eps=1e-5,
                    bos_token_id=0, eos_token_id=0, use_parallel_residual=True)
    return GPTNeoXForCausalLM(config)
